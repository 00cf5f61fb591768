import Foundation
import Testing
@testable import PushSpecCore

/// JSONTestSuite's parsing cases (nst/JSONTestSuite, MIT; see Fixtures/jsontestsuite/LICENSE):
/// `y_` must be accepted, `n_` rejected, `i_` may go either way but must not crash.
enum JSONTestSuite {
    static let directory: URL? = Bundle.module
        .url(forResource: "Fixtures", withExtension: nil)?
        .appendingPathComponent("jsontestsuite/test_parsing")

    static func files(prefix: String) -> [String] {
        guard let directory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        let directory = try #require(directory)
        return [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// The `i_` files this parser accepts with default limits: numbers beyond Int64 or Double
    /// are valid JSON. It refuses the rest: invalid UTF-8, lone surrogates, UTF-16, a BOM, and
    /// 500 nested arrays (deeper than the default limit of 64).
    static let acceptedImplementationDefined: Set<String> = [
        "i_number_double_huge_neg_exp.json",
        "i_number_huge_exp.json",
        "i_number_neg_int_huge_exp.json",
        "i_number_pos_double_huge_exp.json",
        "i_number_real_neg_overflow.json",
        "i_number_real_pos_overflow.json",
        "i_number_real_underflow.json",
        "i_number_too_big_neg_int.json",
        "i_number_too_big_pos_int.json",
        "i_number_very_big_negative_int.json",
    ]
}

@Suite("JSONTestSuite")
struct JSONTestSuiteTests {
    @Test("the fixtures are all there")
    func fixtureCounts() {
        #expect(JSONTestSuite.files(prefix: "y_").count == 95)
        #expect(JSONTestSuite.files(prefix: "n_").count == 188)
        #expect(JSONTestSuite.files(prefix: "i_").count == 35)
    }

    @Test("y_ files parse", arguments: JSONTestSuite.files(prefix: "y_"))
    func accepts(_ name: String) throws {
        let bytes = try JSONTestSuite.bytes(name)
        #expect(throws: Never.self) { try JSONValue(parsing: bytes) }
    }

    @Test("n_ files fail with a JSONParseError", arguments: JSONTestSuite.files(prefix: "n_"))
    func rejects(_ name: String) throws {
        let bytes = try JSONTestSuite.bytes(name)
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: bytes) }
        // Also with generous limits: they must fail for what they are, not for a limit.
        #expect(throws: JSONParseError.self) {
            try JSONValue(parsing: bytes, limits: JSONLimits(maxBytes: 1 << 24, maxDepth: 1_000_000))
        }
    }

    @Test("i_ files give the outcome this parser chose", arguments: JSONTestSuite.files(prefix: "i_"))
    func implementationDefined(_ name: String) throws {
        let bytes = try JSONTestSuite.bytes(name)
        let parsed = Result { () throws(JSONParseError) -> JSONValue in try JSONValue(parsing: bytes) }
        let accepted = (try? parsed.get()) != nil
        #expect(accepted == JSONTestSuite.acceptedImplementationDefined.contains(name))
    }

    @Test("n_structure_100000_opening_arrays is too deep, even with a huge limit, without crashing")
    func hundredThousandOpeningArrays() throws {
        let bytes = try JSONTestSuite.bytes("n_structure_100000_opening_arrays.json")
        #expect(bytes.count == 100_000)
        #expect(throws: JSONParseError(reason: .tooDeep, offset: 64)) { try JSONValue(parsing: bytes) }
        // Within the depth limit the input simply ends.
        #expect(throws: JSONParseError(reason: .unexpectedEnd, offset: 100_000)) {
            try JSONValue(parsing: bytes, limits: JSONLimits(maxDepth: 200_000))
        }
    }

    @Test("i_structure_500_nested_arrays needs maxDepth 500")
    func fiveHundredNestedArrays() throws {
        let bytes = try JSONTestSuite.bytes("i_structure_500_nested_arrays.json")
        #expect(throws: JSONParseError(reason: .tooDeep, offset: 64)) { try JSONValue(parsing: bytes) }
        #expect(throws: JSONParseError(reason: .tooDeep, offset: 499)) {
            try JSONValue(parsing: bytes, limits: JSONLimits(maxDepth: 499))
        }
        let value = try JSONValue(parsing: bytes, limits: JSONLimits(maxDepth: 500))
        #expect(value.kind == .array)
        #expect(value.count == 1)
        #expect(value.rawJSON.utf8.count == 1000)
    }
}
