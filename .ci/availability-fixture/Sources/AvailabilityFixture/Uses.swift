// Uses of standard library APIs for the self-test of .ci/check-availability.py, against its default
// floors (iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1). `String(validating:as:)` is iOS 18 /
// macOS 15; `String(decoding:as:)` is older than any floor.

/// One use too new, one old; the other uses of the new API are guarded.
public func countCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = String(decoding: bytes, as: UTF8.self).count
    if let text = String(validating: bytes, as: UTF8.self) { count += text.count }  // expect-finding
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        count += String(validating: bytes, as: UTF8.self)?.count ?? 0  // expect-guarded
    }
    // "#available(macOS 99, *) {" in a string or a comment guards nothing.
    let text = "\("}") #available(macOS 99, *) {"
    #if canImport(Darwin)
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return count + text.count }
    #endif
    // Guarded on Apple platforms by the guard above, which is not compiled on Linux.
    return count + (String(validating: bytes, as: UTF8.self)?.count ?? 0)  // expect-guarded
}

/// Guarded by its own `@available`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public func validated(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    String(validating: bytes, as: UTF8.self)  // expect-guarded
}

/// `&*` became a requirement of FixedWidthInteger in Swift 6 (iOS 18), but its default
/// implementation, which older systems call, is older: not a finding.
public func product(_ a: UInt64, _ b: UInt64) -> UInt64 { a &* b }
