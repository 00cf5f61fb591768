/// Ties generated catalog code to the runtime core it was generated for.
///
/// Every file `pushspec-gen` writes declares a private type conforming to this protocol. When the
/// core changes what generated code may rely on, the protocol is renamed (`…Version2`), and code
/// generated for the old core stops compiling with an error that names this type, instead of
/// failing in subtler ways. Regenerate with the matching `pushspec-gen` to fix it. What each
/// version added is in CHANGELOG.md, under "Generated code versions".
public protocol PushSpecGeneratedCodeVersion15 {}
