// CLDR's plural categories and operands are part of the core's API (templates select by them), so
// importing PushSpecCore brings them.
@_exported import PushSpecPlurals
