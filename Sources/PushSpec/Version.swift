/// This package's version: the date of the newest entry of the README's Changes, which names
/// what changed (`pushspec --version` prints it). A test keeps the two equal.
///
/// ```swift
/// print("PushSpec \(PushSpec.version)")
/// ```
public let version = "2026-11-27"
