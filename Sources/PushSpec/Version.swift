/// This package's semantic version: the newest of CHANGELOG.md, which says what changed
/// (`pushspec --version` prints it). A test keeps the two equal.
///
/// ```swift
/// print("PushSpec \(PushSpec.version)")
/// ```
public let version = "0.32.0"
