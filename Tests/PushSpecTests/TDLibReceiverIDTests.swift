import Foundation
import PushSpec
import PushSpecCore
import Testing

/// Receiver ids compared with TDLib itself: 300 inputs whose answers were recorded from TDLib 1.8.69
/// (`Fixtures/tdlib-receiver-id.jsonl`, see `Fixtures/README.md`).
struct TDLibCase: Sendable, CustomTestStringConvertible {
    enum Answer: Sendable {
        case id(Int64)
        case error(String)
        case abort
    }

    let name: String
    let input: [UInt8]
    let answer: Answer
    var testDescription: String { name }

    static let all: [TDLibCase] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "Fixtures/tdlib-receiver-id.jsonl")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        // Read with PushSpecCore's reader (tested against JSONTestSuite): Foundation's
        // JSONSerialization on Linux drops a U+FEFF at the start of a string value.
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONValue(parsing: String(line)), let name = object["name"]?.stringValue
            else { return nil }
            let input: [UInt8]
            if let text = object["input"]?.stringValue {
                input = Array(text.utf8)
            } else if let hex = object["input_hex"]?.stringValue {
                input = stride(from: 0, to: hex.count, by: 2).compactMap { offset in
                    let start = hex.index(hex.startIndex, offsetBy: offset)
                    return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)
                }
            } else {
                return nil
            }
            if let id = object["tdlib"]?.stringValue.flatMap({ Int64($0) }) {
                return TDLibCase(name: name, input: input, answer: .id(id))
            }
            if let message = object["tdlib_error"]?.stringValue {
                return TDLibCase(name: name, input: input, answer: .error(message))
            }
            return object["tdlib_abort"] != nil ? TDLibCase(name: name, input: input, answer: .abort) : nil
        }
    }()

    /// Our error code for each of TDLib's error messages.
    static func code(forTDLibError message: String) -> String? {
        switch message {
        case "Failed to parse payload as JSON object": "invalid_json"
        case "Expected JSON object": "not_an_object"
        case #"Field "data" must be of type Object"#: "data_not_an_object"
        case #"Field "p" must be of type String"#: "p_not_a_string"
        case "Encrypted payload is too small": "p_too_short"
        case "Failed to base64url-decode payload": "p_not_base64url"
        case #"Field "user_id" must be a Number"#: "user_id_not_string_or_number"
        case #"Field "user_id" must be a valid Number"#: "user_id_not_an_integer"
        case _ where message.hasPrefix("Receive wrong user_id"): "user_id_not_positive"
        default: nil
        }
    }
}

@Suite struct TDLibReceiverIDTests {
    /// Inputs TDLib's lenient JSON parser takes and RFC 8259 does not (invalid UTF-8, lone
    /// surrogates, raw control characters, unknown escapes, number-like tokens); PushSpec rejects
    /// them as invalid JSON. Each name was checked by hand against the RFC.
    static let strictJSONDivergences: Set<String> = [
        "bare dot (lenient number token)",
        "bare minus sign (lenient number token)",
        "bare plus sign (lenient number token)",
        "invalid UTF-8 byte 0xFF inside a string",
        "invalid UTF-8 byte inside a key",
        "invalid UTF-8 bytes in p (12 bytes)",
        "invalid UTF-8 encoded surrogate inside a string",
        "invalid UTF-8 overlong NUL inside a string",
        "invalid UTF-8 truncated sequence inside a string",
        "lenient number + in another field",
        "lenient number . in another field",
        "lenient number 007 in another field",
        "lenient number 1.2.3e+- in another field",
        "lone high surrogate escape in a string",
        "lone low surrogate escape in a string",
        "number-like garbage 1-2e+.",
        "p as number 000000000000",
        "p key with unknown escape \\p",
        "p with lone surrogate escape",
        "p with unknown escape \\- (taken as -)",
        "p with unknown escape \\A (taken as A)",
        "raw CR inside a string",
        "raw NUL inside a string",
        "raw control chars 0x01 0x1f inside a string",
        "raw tab inside a string",
        "raw tab inside p",
        "reversed surrogate pair escape in a string",
        "two high surrogates escape in a string",
        "unknown escapes \\x \\q \\' in a string",
        "user_id key with unknown escape user\\_id",
        "user_id leading zero number",
        "user_id lenient number token -",
        "user_id lenient number token --1",
        "user_id lenient number token .",
        "user_id lenient number token 1+1",
        "user_id lenient number token 5-",
        "user_id plus sign number",
    ]

    /// Payloads nested deeper than ``PushDecoder/maxDepth`` (32; TDLib allows 101): refused.
    static let depthLimitDivergences: Set<String> = [
        "array nesting depth 100 beside user_id",
        "array nesting depth 101 beside user_id",
        "array nesting depth 99 beside user_id",
        "object nesting depth 100 beside user_id",
        "object nesting depth 101 beside user_id",
    ]

    @Test func theOracleIsComplete() {
        #expect(TDLibCase.all.count == 300)
        let names = Set(TDLibCase.all.map(\.name))
        #expect(Self.strictJSONDivergences.isSubset(of: names))
        #expect(Self.depthLimitDivergences.isSubset(of: names))
    }

    @Test(arguments: TDLibCase.all)
    func matchesTDLib(_ tdlibCase: TDLibCase) {
        let result = Result { () throws(ReceiverIDError) -> Int64 in try PushDecoder.receiverID(of: tdlibCase.input) }
        if Self.strictJSONDivergences.contains(tdlibCase.name) || Self.depthLimitDivergences.contains(tdlibCase.name) {
            if case let .failure(error) = result {
                #expect(error.code == "invalid_json")
            } else {
                Issue.record("expected invalid_json, got \(result)")
            }
            return
        }
        switch (tdlibCase.answer, result) {
        case let (.id(expected), .success(id)):
            #expect(id == expected)
        case let (.error(message), .failure(error)):
            #expect(error.code == TDLibCase.code(forTDLibError: message), "TDLib: \(message); PushSpec: \(error)")
        case let (.abort, .failure(error)):
            #expect(error.code == "p_not_base64url")
        default:
            Issue.record("TDLib: \(tdlibCase.answer); PushSpec: \(result)")
        }
    }
}
