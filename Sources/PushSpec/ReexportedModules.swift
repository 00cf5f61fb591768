// `import PushSpec` is the whole runtime API: the generated catalog (typed notifications, custom
// fields, locales), the core it builds on (JSON, wire types, plural rules) and the decryption of
// every envelope. The build side (PushSpecCompiler) and the notification state
// (PushSpecNotifications, which needs SQLite) stay separate imports.
@_exported import PushSpecCatalog
@_exported import PushSpecCore
@_exported import PushSpecCrypto
