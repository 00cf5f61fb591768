import Foundation
import PushSpecCompiler
import Testing

/// The TL spec as the generator reads it: `Spec/telegram/tl/push.tl` whole, its ids against their
/// CRC32 and against the published schemas, and the diagnostics of broken schemas.
@Suite struct TLSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ text: String, path: String = "t.tl") -> (TLSchema, [String]) {
        var log = DiagnosticLog()
        let schema = TLSchema.read(text, path: path, into: &log)
        return (schema, log.sorted.map(\.description))
    }

    static let shipped: (TLSchema, [String]) = {
        let url = root.appending(path: "Spec/telegram/tl/push.tl")
        return read((try? String(contentsOf: url, encoding: .utf8)) ?? "", path: "Spec/telegram/tl/push.tl")
    }()

    /// The shipped subset reads with no diagnostic, and its roots reach every type it declares.
    @Test func shippedSubsetIsClosed() {
        let (schema, diagnostics) = Self.shipped
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(schema.layer == 228)
        #expect(schema.source?.hasPrefix("tdlib/td 022d60202e446ad1287b9fb68e687c8a0760788b") == true)
        #expect(schema.roots == ["Photo", "Document", "Updates"])
        #expect(schema.partialTypes == [
            TLPartialType(type: "Updates", constructors: ["updates", "updatesCombined", "updateShort"]),
            TLPartialType(type: "Update", constructors: ["updatePhoneCall"]),
        ])
        #expect(schema.constructors.count == 94 && schema.declaredTypes.count == 28 && schema.functions.isEmpty)
        let closure = schema.closure(roots: schema.roots)
        #expect(closure.undeclared.isEmpty)
        #expect(Set(closure.types) == Set(schema.declaredTypes))
        #expect(closure.types.count == schema.declaredTypes.count)
        #expect(Set(closure.constructors.map(\.name)) == Set(schema.constructors.map(\.name)))
        for type in ["PhotoSize", "VideoSize", "DocumentAttribute", "InputStickerSet", "MaskCoords", "PhoneCall",
                     "PhoneCallProtocol", "PhoneCallDiscardReason", "User", "Chat"] {
            #expect(closure.types.contains(type), "\(type)")
        }
        #expect(schema.constructors(of: "Update").map(\.name) == ["updatePhoneCall"])
    }

    /// Every constructor's id is the CRC32 of its normalized declaration.
    @Test func everyIDIsItsDeclarationsCRC32() {
        for constructor in Self.shipped.0.constructors {
            #expect(constructor.id == constructor.computedID, "\(constructor.name): \(constructor.normalizedDeclaration)")
        }
    }

    /// Ids copied from the published schemas (tdlib's telegram_api.tl at layer 228, Telethon
    /// 1.45.0's generated `CONSTRUCTOR_ID`s at layer 229: the same for these).
    @Test(arguments: [
        ("photo", 0xFB19_7A65 as UInt32), ("photoSize", 0x75C7_8E60), ("photoStrippedSize", 0xE0B0_BC2E),
        ("document", 0x8FD4_C4D8), ("documentAttributeFilename", 0x1559_0068), ("updatePhoneCall", 0xAB0F_6B1E),
        ("phoneCallRequested", 0x14B0_ED0C),
    ])
    func publishedID(name: String, id: UInt32) throws {
        let constructor = try #require(Self.shipped.0.constructors.first { $0.name == name })
        #expect(constructor.id == id)
        #expect(constructor.computedID == id)
    }

    /// The normalization: no id, no `flags.N?true`, top-level `bytes` as `string`, `Vector T`.
    @Test func normalizedDeclarations() throws {
        let constructors = Self.shipped.0.constructors
        let stripped = try #require(constructors.first { $0.name == "photoStrippedSize" })
        #expect(stripped.normalizedDeclaration == "photoStrippedSize type:string bytes:string = PhotoSize")
        let photo = try #require(constructors.first { $0.name == "photo" })
        #expect(photo.normalizedDeclaration == "photo flags:# id:long access_hash:long file_reference:string date:int "
            + "sizes:Vector PhotoSize video_sizes:flags.1?Vector VideoSize dc_id:int = Photo")
        #expect(CRC32.checksum("123456789".utf8) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    /// The parsed shape of a declaration with `flags:#`, `flags2:#`, `true` flags and vectors.
    @Test func fieldsAreTyped() throws {
        let (schema, diagnostics) = Self.read("""
            a#1 flags:# x:flags.3?true flags2:# v:flags2.31?vector<%B> = A;
            b#2 n:Vector<int> = B;
            """)
        #expect(diagnostics.count == 2, "\(diagnostics)") // both ids are wrong
        let a = try #require(schema.constructors.first)
        #expect(a.fields.map(\.kind) == [
            .flags, .conditional(flagsField: "flags", bit: 3, .builtin(.true)), .flags,
            .conditional(flagsField: "flags2", bit: 31, .vector(.bare("B"), boxed: false)),
        ])
        #expect(a.normalizedDeclaration == "a flags:# flags2:# v:flags2.31?vector %B = A")
        #expect(schema.constructors.last?.fields.first?.type == .vector(.builtin(.int), boxed: true))
    }

    /// A broken schema gives exactly its diagnostics, in order, with line and column.
    @Test func brokenSchemaDiagnostics() throws {
        let url = Self.root.appending(path: "Tests/PushSpecCompilerTests/Fixtures/TL/broken.tl")
        let (_, diagnostics) = Self.read(try String(contentsOf: url, encoding: .utf8), path: "broken.tl")
        #expect(diagnostics == [
            "broken.tl:5:18: error: 'photoStrippedSize' has the id #e0b0bc2f, but the CRC32 of "
                + "'photoStrippedSize type:string bytes:string = PhotoSize' is #e0b0bc2e",
            "broken.tl:7:1: error: 'photoSize' is declared twice",
            "broken.tl:6:1: note: 'photoSize' is first declared here",
            "broken.tl:8:149: error: type 'VideoSize' is referenced but not declared",
            "broken.tl:9:36: error: expected ';' at the end of the declaration",
        ])
    }

    /// Lines that are not declarations, each with its message and column.
    @Test(arguments: [
        ("photo#xyz = Photo;", "t.tl:1:6: error: '#xyz' is not an id: 1 to 8 hexadecimal digits"),
        ("photo#1 id:long Photo;", "t.tl:1:1: error: expected 'name#id fields = Type;'"),
        ("photo#1 id:long = Photo Document;", "t.tl:1:25: error: expected one result type after '='"),
        ("photo#1 id:lng = Photo;", "t.tl:1:12: error: 'lng' is not a type"),
        ("photo#1 id:flags.0?int = Photo;", "t.tl:1:12: error: 'flags' is not a '#' field before 'id'"),
        ("photo#1 flags:# id:flags.32?int = Photo;",
         "t.tl:1:20: error: expected 'flags.N?type' with N from 0 to 31, not 'flags.32?int'"),
        ("photo#1 big:true = Photo;", "t.tl:1:13: error: 'true' is only a flag's type (flags.N?true)"),
        ("photo#1 s:Vector<int = Photo;", "t.tl:1:21: error: 'Vector<' without its closing '>'"),
        ("Photo#1 = Photo;", "t.tl:1:1: error: 'Photo' is not a constructor name (a lowercase identifier)"),
        ("photo#1 = int;", "t.tl:1:11: error: a constructor's result is a declared type with a capitalized name, not 'int'"),
        ("get#1 {X:Type} q:!X = X;", "t.tl:1:7: error: generic declarations ({X:Type}, !X) are not supported"),
        ("---methods---", "t.tl:1:1: error: '---methods---' is not a section: '---types---' or '---functions---'"),
        ("photo#1 caption:stríng = Photo;", "t.tl:1:20: error: a character outside ASCII"),
        ("// @layers 2", "t.tl:1:4: error: unknown directive '@layers': @layer, @source, @roots, @partial"),
    ])
    func malformedLine(line: String, expected: String) {
        let (_, diagnostics) = Self.read(line)
        #expect(diagnostics.first == expected, "\(diagnostics)")
    }

    /// The directives are checked against the declarations.
    @Test func directivesMatchTheDeclarations() {
        let (_, diagnostics) = Self.read("""
            // @roots Photo Nothing
            // @partial Update updatePhoneCall updateNewMessage
            photoEmpty#2331b22d id:long = Photo;
            userEmpty#d3bc4b7a id:long = User;
            updateShort#78d4dec1 update:Update date:int = Updates;
            updatePhoneCall#ab0f6b1e phone_call:PhoneCall = Update;
            updateLoginToken#564fe691 = Update;
            phoneCallEmpty#5366c915 id:long = PhoneCall;
            """)
        #expect(diagnostics == [
            "t.tl:1:17: error: root 'Nothing' is not a declared type",
            "t.tl:2:36: error: 'updateNewMessage' is not a constructor of 'Update' in this file",
            "t.tl:4:1: warning: type 'User' is not reachable from the roots",
            "t.tl:5:1: warning: type 'Updates' is not reachable from the roots",
            "t.tl:6:1: warning: type 'Update' is not reachable from the roots",
            "t.tl:7:1: error: 'updateLoginToken' is a constructor of 'Update' that its '@partial' does not list",
            "t.tl:8:1: warning: type 'PhoneCall' is not reachable from the roots",
        ])
    }
}
