import Foundation
import PushSpecCompiler
import Testing

/// The generated code for a small spec that uses every construct is compared, file by file, with
/// expected files reviewed by hand (`Fixtures/ReferenceSpec/Expected`).
@Suite struct ReferenceSpecTests {
    let root = ReferenceFiles.fixtures.appending(path: "ReferenceSpec")

    /// An app's spec of one file, `text` at `path` in provider `demo`, compiled over the reference
    /// spec as the build plugin compiles an app's catalog.
    func compileAppCatalog(_ text: String, at path: String = "App/demo/mine.yaml") throws -> SpecCompiler.Output {
        let base = try SpecDirectory(contentsOf: root.appending(path: "Spec"))
        let app = SpecDirectory(providers: [.init(name: "demo", files: [SpecFile(displayPath: path, text: text)])])
        return SpecCompiler(layout: .filePerProvider, scope: .appCatalog).compile([base, app])
    }

    /// The generated `Demo.swift` of ``compileAppCatalog(_:at:)``, which must report no error.
    func appCatalogText(_ text: String, at path: String = "App/demo/mine.yaml") throws -> String {
        let output = try compileAppCatalog(text, at: path)
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty)
        return try #require(output.files.first { $0.path == "Demo.swift" }).contents
    }

    @Test func generatesTheExpectedFilesPerType() throws {
        let output = SpecCompiler().compile([try SpecDirectory(contentsOf: root.appending(path: "Spec"))])
        // The one diagnostic: the translation's coverage.
        #expect(
            output.diagnostics.map(\.description) == [
                "\(root.appending(path: "Spec").relativePath)/demo/locales/ru.yaml:2:9: note: 'ru' translates 4 of 8 forms (50%); "
                    + "4 types fall back to English: LOCKED_MESSAGE, MESSAGE_TEXT, OLD_CHECKIN, PINNED_TEXT"
            ])
        let expectedDirectory = root.appending(path: "Expected")
        #expect(
            output.files.map(\.path) == [
                "CLDR/CLDRPluralRules.swift", "Demo/DemoAPI/DemoAPI+Badge.swift", "Demo/DemoAPI/DemoAPI+Card.swift",
                "Demo/DemoAPI/DemoAPI+Envelope.swift", "Demo/DemoAPI/DemoAPI+Point.swift", "Demo/DemoAPI/DemoAPI+ProtocolType.swift",
                "Demo/DemoAPI/DemoAPI+Shape.swift", "Demo/DemoAPI/DemoAPI.swift",
                "Demo/DemoCustomFields.swift", "Demo/DemoCustomFieldsView.swift", "Demo/DemoFarewell.swift",
                "Demo/DemoGreeting.swift", "Demo/DemoLocKey+Descriptor.swift", "Demo/DemoLocKey+Templates.swift",
                "Demo/DemoLocKey.swift", "Demo/DemoLocale.swift",
                "Demo/DemoNotification+Decoding.swift", "Demo/DemoNotification+Facts.swift",
                "Demo/DemoNotification+Form.swift", "Demo/DemoNotification.swift", "Demo/DemoPayload.swift",
                "Demo/DemoServiceNotification.swift", "Demo/DemoTokenType.swift", "Demo/DemoTranslation+ru.swift",
            ])
        for file in output.files {
            try ReferenceFiles.expect(file.contents, matches: expectedDirectory.appending(path: file.path))
        }
    }

    @Test func singleFileLayoutHoldsTheSameDeclarationsOnce() throws {
        let spec = try SpecDirectory(contentsOf: root.appending(path: "Spec"))
        let output = SpecCompiler(layout: .filePerProvider).compile([spec])
        #expect(output.files.map(\.path) == ["CLDRPluralRules.swift", "Demo.swift"])
        let text = try #require(output.files.last).contents
        #expect(text.components(separatedBy: "PushSpecGeneratedCodeVersion15").count == 2)
        #expect(text.components(separatedBy: "import PushSpecCore").count == 2)
        #expect(text.contains("public enum DemoNotification: TelegramCatalogNotification {"))
        #expect(text.contains("public struct DemoCustomFields: TelegramCatalogFields {"))
    }

    /// An app's spec of one private message type, `key`, with an author and `template`.
    static func oneNotificationType(key: String, template: String) -> String {
        """
        notifications:
          - key: \(key)
            doc: A message.
            peer: private
            group: messages
            args:
              - {name: author, type: text, doc: Who}
            template: "\(template)"

        """
    }

    /// In a Telegram app catalog the plugin declares PushSpec's names meaning the app's catalog,
    /// `PushDecoder` among them: code in the app's module that names no catalog decodes with the
    /// app's (issue 54), with the catalog's conformance the decoder needs (issue 52). Fixed
    /// expectations: the lines the app's module must have.
    @Test func aTelegramAppCatalogNamesItsDecoderAndPushes() throws {
        let text = try Self.hologramAppCatalog(usesNotificationState: false)
        for line in [
            "public typealias PushDecoder = PushSpec.PushDecoderOf<TelegramNotification>\n",
            "public typealias TelegramPush = PushSpec.TelegramPushOf<TelegramNotification>\n",
            "public typealias TelegramPushView = PushSpec.TelegramPushViewOf<TelegramNotification>\n",
            "public typealias DecodedPush = PushSpec.DecodedPushOf<TelegramNotification>\n",
            "extension TelegramNotification: PushSpec.PushDecodableNotification {}\n",
        ] {
            #expect(text.contains(line), "\(line)")
        }
        // A module that does not depend on PushSpecNotifications cannot name its store.
        #expect(!text.contains("PushSpecNotifications"))
    }

    /// In a module that depends on PushSpecNotifications (the build plugin passes
    /// `--notification-state`), the catalog conforms to the store's protocol too, which
    /// `NotificationStore.apply` needs (issue 52). Fixed expectations.
    @Test func aCatalogInAModuleWithTheStateConformsToTheStoresProtocol() throws {
        let text = try Self.hologramAppCatalog(usesNotificationState: true)
        for line in [
            "import PushSpecNotifications\n",
            "extension TelegramNotification: PushSpec.PushDecodableNotification {}\n",
            "extension TelegramNotification: PushSpecNotifications.NotificationStateCatalog {}\n",
        ] {
            #expect(text.contains(line), "\(line)")
        }
    }

    /// The Telegram app catalog the build plugin generates for a spec of one type of its own.
    static func hologramAppCatalog(usesNotificationState: Bool) throws -> String {
        let spec = oneNotificationType(key: "MESSAGE_HOLOGRAM", template: "{1} sent a hologram")
        let app = SpecDirectory(providers: [.init(name: "telegram", files: [SpecFile(displayPath: "App/telegram/mine.yaml", text: spec)])])
        var compiler = SpecCompiler(layout: .filePerProvider, scope: .appCatalog)
        compiler.appUsesNotificationState = usesNotificationState
        let output = compiler.compile([app])
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty)
        return try #require(output.files.first { $0.path == "Telegram.swift" }).contents
    }

    /// What the build plugin generates for an app (`--app-catalog`): the catalog over PushSpec's
    /// runtime (its types, services and fields), without the runtime's own types a second time.
    @Test func anAppCatalogHoldsItsNotificationTypesServicesAndFieldsOnly() throws {
        let base = try SpecDirectory(contentsOf: root.appending(path: "Spec"))
        let added = Self.oneNotificationType(key: "DEMO_CHECKLIST", template: "{1} sent a checklist")
        let app = SpecDirectory(providers: [.init(name: "demo", files: [SpecFile(displayPath: "App/demo/mine.yaml", text: added)])])
        let output = SpecCompiler(layout: .filePerProvider, scope: .appCatalog).compile([base, app])
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty)
        let text = try #require(output.files.first { $0.path == "Demo.swift" }).contents
        #expect(text.contains("public enum DemoNotification: TelegramCatalogNotification {"))
        #expect(text.contains("case demoChecklist(author: String)"))
        #expect(text.contains("public struct DemoLocale: TelegramCatalogLocale {"))
        // The app's services are its own, PushSpec's with the app's: the enum the catalog names.
        #expect(text.contains("public typealias Service = DemoServiceNotification\n"))
        #expect(text.contains("public enum DemoServiceNotification: TelegramCatalogService {"))
        // PushSpec's names for the runtime's types, meaning the app's catalog.
        #expect(text.contains("\nimport PushSpec\n"))
        #expect(text.contains("public typealias DemoPush = PushSpec.TelegramPushOf<DemoNotification>\n"))
        #expect(text.contains("public typealias DemoPushView = PushSpec.TelegramPushViewOf<DemoNotification>\n"))
        #expect(!text.contains("typealias DecodedPush"))  // a Telegram catalog's names only
        #expect(!text.contains("typealias PushDecoder"))
        // The catalog's fields, which its notifications and services name.
        #expect(text.contains("    public typealias Fields = DemoCustomFields\n"))
        #expect(text.contains("public struct DemoCustomFields: TelegramCatalogFields {"))
        #expect(text.contains("public struct DemoCustomFieldsView: TelegramCatalogFieldsView {"))
        for runtimeType in ["enum DemoTokenType", "DemoAPI", "enum DemoPayload"] {
            #expect(!text.contains(runtimeType), "\(runtimeType)")
        }
        #expect(SpecCompiler(layout: .filePerProvider).compile([base, app]).files.first { $0.path == "Demo.swift" }?
            .contents.contains("enum DemoTokenType") == true)
    }

    /// An app's fields join PushSpec's in the app's own fields struct and view, as its types join
    /// PushSpec's in its own enum: `push.fields.tagID` beside `push.fields.messageID`.
    @Test func anAppsCustomFieldsJoinPushSpecsInTheAppsOwnFields() throws {
        let fields = "custom_fields:\n  - {name: tag_id, swift: tagID, type: id, doc: A tag}\n"
        let text = try appCatalogText(fields, at: "App/demo/fields.yaml")
        let fieldsStruct = try #require(text.components(separatedBy: "public struct DemoCustomFields: TelegramCatalogFields {").last)
        #expect(fieldsStruct.contains("    public var messageID: Int64?\n"))
        #expect(fieldsStruct.contains("    public var tagID: Int64?\n"))
        #expect(fieldsStruct.contains(#"if key == "tag_id" { return "#))  // read with the others, in one pass
        #expect(text.contains(
            """
                public var tagID: Int64? {
                    guard let customPosition else { return nil }
                    return payload.lenientInt64(ofMember: "tag_id", inObjectAt: customPosition)
                }
            """))
        #expect(!text.contains("extension DemoCustomFieldsView"))
    }

    @Test func anAppsServicesDecodeFromTheAppsFields() throws {
        let added = """
            custom_fields:
              - {name: tag_id, swift: tagID, type: id, doc: A tag}
            services:
              - key: TAG_REMOVED
                doc: A tag was removed.
                peer: true
                fields: [tag_id]

            """
        let text = try appCatalogText(added)
        #expect(text.contains("\nimport PushSpecCatalog\n"))
        #expect(text.contains("    case tagRemoved(peer: Peer, tagID: Int64)\n"))
        // PushSpec's services are the app's too, with the same cases.
        #expect(text.contains("    case dcUpdate(dc: Int, address: PushAddress)\n"))
        #expect(text.contains(
            """
                public init?(locKey: String, fields: DemoCustomFields) throws(ServiceDecodingError) {
                    switch locKey {
            """))
        #expect(text.contains(
            """
                    case "TAG_REMOVED":
                        guard let peer = fields.peer else {
                            throw ServiceDecodingError(locKey: locKey, missingField: "channel_id, from_id")
                        }
                        guard let tagID = fields.tagID else {
                            throw ServiceDecodingError(locKey: locKey, missingField: "tag_id")
                        }
                        self = .tagRemoved(peer: peer, tagID: tagID)
            """))
    }

    @Test func aCatalogWithoutServicesNamesNoServiceNotification() throws {
        let spec = """
            notifications:
              - key: HELLO
                doc: A greeting.
                peer: private
                group: messages
                args:
                  - {name: author, type: text, doc: Who}
                template: "{1} says hello"

            """
        // The demo's custom fields, which hold those the runtime reads, without its services.
        let demoFields = try String(contentsOf: root.appending(path: "Spec/demo/fields.yaml"), encoding: .utf8)
        let fields = try #require(demoFields.components(separatedBy: "\nservices:").first) + "\n"
        let directory = SpecDirectory(providers: [
            .init(name: "plain", files: [SpecFile(displayPath: "Spec/plain/n.yaml", text: spec + fields)])
        ])
        let output = SpecCompiler(layout: .filePerProvider).compile([directory])
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty)
        let text = try #require(output.files.first { $0.path == "Plain.swift" }).contents
        #expect(text.contains("    public typealias Service = NoServiceNotification<PlainCustomFields>\n"))
        #expect(!text.contains("enum PlainServiceNotification"))
    }

    @Test func anAppCannotRedefineOneOfPushSpecsServices() throws {
        let output = try compileAppCatalog("services:\n  - key: SESSION_REVOKE\n    doc: Log out.\n    fields: []\n")
        #expect(output.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "App/demo/mine.yaml:2:10: error: duplicate service key 'SESSION_REVOKE'"
        ])
        #expect(output.files.isEmpty)
    }

    @Test func anAppSpecThatDeclaresTheRuntimesTypesIsRefusedWhereItDoes() throws {
        let base = try SpecDirectory(contentsOf: root.appending(path: "Spec"))
        let fields = "custom_fields:\n  - {name: owner_id, swift: ownerID, type: id, peer: user, doc: The owner}\n"
        let enums = "enums:\n  - name: Colour\n    doc: A colour.\n    cases:\n      - {value: 1, name: red, doc: Red}\n"
        let app = SpecDirectory(providers: [
            .init(
                name: "demo",
                files: [
                    SpecFile(displayPath: "App/demo/fields.yaml", text: fields),
                    SpecFile(displayPath: "App/demo/enums.yaml", text: enums),
                ],
                tlSchemas: [SpecFile(displayPath: "App/demo/tl/mine.tl", text: "")])
        ])
        let output = SpecCompiler(layout: .filePerProvider, scope: .appCatalog).compile([base, app])
        let reason = "PushSpec's runtime reads PushSpecCatalog's enums, payload schemas and TL types, "
            + "so an app's spec adds notification types, services, translations, categories and custom fields"
        #expect(output.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "App/demo/enums.yaml:2:5: error: 'enums' in an app's spec: \(reason)",
            "App/demo/fields.yaml:2:54: error: an app's custom field names no peer or sender: "
                + "a push's peer and sender are found by the clients' rule over PushSpec's fields",
            "App/demo/fields.yaml:2:54: error: two fields name the user peer",
            "App/demo/tl/mine.tl:1:1: error: a TL schema in an app's spec: \(reason)",
        ])
        #expect(output.files.isEmpty)
        let newProvider = SpecDirectory(providers: [
            .init(name: "mine", files: [SpecFile(displayPath: "App/mine/fields.yaml", text: "custom_fields:\n  - {name: tag_id, swift: tagID, type: id, doc: A tag}\n")])
        ])
        #expect(SpecCompiler(layout: .filePerProvider, scope: .appCatalog).compile([base, newProvider]).diagnostics
            .filter { $0.severity == .error }.map(\.description) == [
                "App/mine/fields.yaml:2:5: error: custom fields of 'mine', a provider PushSpec's spec does not have: an app's "
                    + "custom fields join those of one of its providers (demo)"
            ])
    }

    @Test func outputIsDeterministicAndHasNoAbsolutePaths() throws {
        let spec = try SpecDirectory(contentsOf: root.appending(path: "Spec"))
        let first = SpecCompiler().compile([spec]).files
        let second = SpecCompiler().compile([spec]).files
        #expect(first == second)
        for file in first {
            #expect(!file.contents.contains(root.path), "\(file.path) contains an absolute path")
            #expect(file.contents.hasPrefix("// DO NOT EDIT.\n// Generated by pushspec-gen from these spec files"))
            let source =
                file.path.hasPrefix("CLDR/")
                ? "Spec/cldr/plurals.json"
                : file.path.contains("Translation+")
                    ? "Spec/demo/locales/ru.yaml" : file.path.contains("DemoAPI") ? "Spec/demo/tl/demo.tl" : "Spec/demo/notifications.yaml"
            #expect(file.contents.contains("//   \(source)\n"), "\(file.path)")
        }
    }
}
