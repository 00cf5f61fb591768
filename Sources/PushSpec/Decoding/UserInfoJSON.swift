#if canImport(Darwin)
import Foundation
#endif
import PushSpecCore

/// An APNs `userInfo` dictionary as the JSON text of the payload it was parsed from, which the
/// decoder reads like any other payload.
///
/// On Apple's platforms the system hands over Foundation's objects (`NSNumber`, whose booleans
/// only Foundation tells from integers), and `JSONSerialization` writes them. Elsewhere
/// `pushspec` links FoundationEssentials alone, which has no `JSONSerialization`, and the
/// dictionary is written here: Swift's strings, booleans, integers, finite floating-point
/// numbers, arrays, dictionaries with string keys and nil, and the objects swift-corelibs-
/// foundation's `JSONSerialization` makes of a payload (a dictionary built from one in a test):
/// `NSNumber` and `NSNull`, known by their class's name, as this module does not import
/// Foundation.
enum UserInfoJSON {
    /// The deepest nesting written, as the parser's default limit (``JSONLimits/maxDepth``).
    static let maxDepth = JSONLimits().maxDepth

    /// The JSON text of `userInfo`; throws ``PushError/notJSONSerializable`` for a key that is
    /// not a string or a value that JSON cannot represent.
    static func bytes(of userInfo: [AnyHashable: Any]) throws(PushError) -> [UInt8] {
        #if canImport(Darwin)
        var object: [String: Any] = [:]
        for (key, value) in userInfo {
            guard let key = key.base as? String else { throw .notJSONSerializable }
            object[key] = value
        }
        guard JSONSerialization.isValidJSONObject(object),
            let data = try? JSONSerialization.data(withJSONObject: object)
        else { throw .notJSONSerializable }
        return [UInt8](data)
        #else
        var bytes: [UInt8] = []
        try appendObject(userInfo, to: &bytes, depth: 1)
        return bytes
        #endif
    }

    #if !canImport(Darwin)
    /// Appends `value` as JSON.
    private static func append(_ value: Any, to bytes: inout [UInt8], depth: Int) throws(PushError) {
        if type(of: value) is AnyObject.Type, try appendFoundationScalar(value, to: &bytes) { return }
        switch value {
        case let string as String:
            JSONStringEncoding.appendQuoted(string, to: &bytes)
        case let bool as Bool:
            bytes.append(contentsOf: (bool ? "true" : "false").utf8)
        case let integer as any BinaryInteger:
            bytes.append(contentsOf: String(integer).utf8)
        case let number as any BinaryFloatingPoint:
            let double = Double(number)
            guard double.isFinite else { throw .notJSONSerializable }
            bytes.append(contentsOf: double.description.utf8)
        case let array as [Any]:
            guard depth < maxDepth else { throw .notJSONSerializable }
            bytes.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                try append(element, to: &bytes, depth: depth + 1)
            }
            bytes.append(UInt8(ascii: "]"))
        case let dictionary as [AnyHashable: Any]:  // a [String: Any] too
            guard depth < maxDepth else { throw .notJSONSerializable }
            try appendObject(dictionary, to: &bytes, depth: depth + 1)
        case let optional as Any? where optional == nil:
            bytes.append(contentsOf: "null".utf8)
        default:
            throw .notJSONSerializable
        }
    }

    /// Appends one of the objects swift-corelibs-foundation's `JSONSerialization` makes of a
    /// number or null: `NSNumber` (also `NSDecimalNumber`), whose values the runtime's bridging
    /// casts give (an integer one also casts to `Bool`, so it is told by its class's name before
    /// the Swift values are tried), and `NSNull`. False for any other object: a boolean (its own
    /// class, which casts to `Bool` first) or an `NSString` is cast as a Swift value is.
    private static func appendFoundationScalar(_ object: Any, to bytes: inout [UInt8]) throws(PushError) -> Bool {
        switch String(describing: type(of: object)) {
        case "NSNull":
            bytes.append(contentsOf: "null".utf8)
        case "NSNumber", "NSDecimalNumber":
            if let integer = object as? Int64 {
                bytes.append(contentsOf: String(integer).utf8)
            } else if let integer = object as? UInt64 {
                bytes.append(contentsOf: String(integer).utf8)
            } else if let double = object as? Double, double.isFinite {
                bytes.append(contentsOf: double.description.utf8)
            } else {
                throw .notJSONSerializable
            }
        default:
            return false
        }
        return true
    }

    /// Appends the members as a JSON object; every key must be a string.
    private static func appendObject(_ members: [AnyHashable: Any], to bytes: inout [UInt8], depth: Int) throws(PushError) {
        bytes.append(UInt8(ascii: "{"))
        for (index, member) in members.enumerated() {
            guard let key = member.key.base as? String else { throw .notJSONSerializable }
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONStringEncoding.appendQuoted(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            try append(member.value, to: &bytes, depth: depth)
        }
        bytes.append(UInt8(ascii: "}"))
    }
    #endif
}
