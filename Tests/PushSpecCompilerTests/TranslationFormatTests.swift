import Foundation
import PushSpecCompiler
import PushSpecGenTools
import PushSpecPlurals
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The translators' formats: each written and read back to the same catalogs, its output read by
/// an independent reader (Foundation's JSON and XML parsers) and checked against values written
/// out here, and bad files answered with diagnostics.
@Suite struct TranslationFormatTests {
    typealias Entry = TranslationCatalog.Entry
    typealias Argument = TranslationCatalog.Argument
    typealias Text = TranslationCatalog.Text

    static let author = Argument(name: "author", type: .text, doc: "User name")
    static let chat = Argument(name: "chat", type: .text, doc: "Group name")
    static let device = Argument(name: "device", type: .text, doc: "Device name")
    static let count = Argument(name: "count", type: .count, doc: "Number of photos")
    static let score = Argument(name: "score", type: .integer, doc: "Points scored")

    static let russian: [PluralCategory] = [.one, .few, .many, .other]

    /// A form of `key` (`LOC_KEY` or `LOC_KEY.form`) with its English text and translations.
    static func entry(_ key: String, _ arguments: [Argument], _ english: Text, ru: Text?, de: Text? = nil) -> (Entry, de: Text?) {
        let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
        let entry = Entry(
            key: key, locKey: parts[0], form: parts.count == 2 ? parts[1] : nil, arguments: arguments, english: english, translation: ru)
        return (entry, de)
    }

    static func plural(_ selector: Int, _ forms: [PluralCategory: String]) -> Text {
        .plural(selector: selector, forms: forms)
    }

    /// Every kind of text the formats must carry: plain and plural (selected by the first argument
    /// and by a later one, in a form whose English text is plain), several forms of a type,
    /// untranslated forms, and literal text each format escapes.
    static let forms: [(Entry, de: Text?)] = [
        entry(
            "AUTH_UNKNOWN", [device], .plain("New login from unrecognized device {1}"),
            ru: .plain("Вход с нового устройства {1} 🔐"), de: .plain("Neue Anmeldung von {1} 🔐")),
        entry(
            "MESSAGE_PHOTOS", [author, count], plural(2, [.one: "{1} sent you a photo", .other: "{1} sent you {2} photos"]),
            ru: plural(2, [
                .one: "{1} отправил(а) вам {2} фотографию", .few: "{1} отправил(а) вам {2} фотографии",
                .many: "{1} отправил(а) вам {2} фотографий", .other: "{1} отправил(а) вам {2} фото",
            ]),
            de: plural(2, [.one: "{1} hat dir ein Foto gesendet", .other: "{1} hat dir {2} Fotos gesendet"])),
        entry(
            "STARS_GIFT", [count, author], plural(1, [.one: "{1} star from {2}", .other: "{1} stars from {2}"]),
            ru: plural(1, [.one: "{1} звезда от {2}", .few: "{1} звезды от {2}", .many: "{1} звёзд от {2}", .other: "{1} звезды от {2}"])),
        entry("PINNED_AUDIO.private", [author], .plain("{1} pinned a voice message"), ru: .plain("{1} закрепил(а) голосовое сообщение")),
        entry("PINNED_AUDIO.group", [author, chat], .plain("{1} pinned a voice message in the group {2}"), ru: nil),
        entry(
            "GAME_SCORE.group", [author, chat, score], .plain("{1} scored {3} in {2}"),
            ru: plural(3, [
                .one: "{1} набрал(а) {3} очко в {2}", .few: "{1} набрал(а) {3} очка в {2}",
                .many: "{1} набрал(а) {3} очков в {2}", .other: "{1} набрал(а) {3} очка в {2}",
            ])),
        entry("CONTACT_JOINED", [author], .plain("{1} joined Telegram"), ru: nil, de: .plain("{1} ist jetzt bei Telegram")),
        entry(
            "SPECIAL_QUOTES", [author], .plain("{1}: quotes"),
            ru: .plain(#"100% {1}: 'single' "double" \backslash <b>bold</b> & more"#)),
        entry("SPECIAL_AT", [author], .plain("@{1}"), ru: .plain("@{1} упомянул(а) вас")),
        entry("SPECIAL_QUESTION", [author], .plain("?{1}"), ru: .plain("?{1}")),
        entry("SPECIAL_BRACES", [author], .plain("{1}"), ru: .plain("{braces} {x} } { #hash {1}")),
        entry("SPECIAL_SPACE", [author], .plain("{1}"), ru: .plain(" two  spaces\nnew line\ttab {1} ")),
        entry(
            "SPECIAL_PLURAL", [count], plural(1, [.one: "{1} time", .other: "{1} times"]),
            ru: plural(1, [.one: "# {1} 'раз' {x}", .few: "# {1} раза", .many: "# {1} раз 50%", .other: "# {1} раза"])),
    ]

    static let ru = TranslationCatalog(locale: "ru", pluralCategories: russian, entries: forms.map(\.0))

    static let de = TranslationCatalog(
        locale: "de", pluralCategories: [.one, .other],
        entries: forms.map { entry, german in
            var translated = entry
            translated.translation = german
            return translated
        })

    /// The catalog as the spec gives it to a reader: no translations.
    static func reference(_ catalog: TranslationCatalog) -> TranslationCatalog {
        var reference = catalog
        for index in reference.entries.indices { reference.entries[index].translation = nil }
        return reference
    }

    /// The member of nested JSON objects at `path`.
    static func member(_ json: Any?, _ path: String...) -> Any? {
        path.reduce(json) { ($0 as? [String: Any])?[$1] }
    }

    // MARK: String Catalog

    @Test func stringCatalogRoundTrip() {
        let text = StringCatalogFormat.write([Self.ru, Self.de])
        var log = DiagnosticLog()
        let read = StringCatalogFormat.read(text, path: "Localizable.xcstrings", reference: [Self.reference(Self.ru), Self.reference(Self.de)], into: &log)
        #expect(log.diagnostics.map(\.description) == [])
        #expect(read == [Self.ru, Self.de])
        #expect(StringCatalogFormat.write([Self.ru, Self.de]) == text, "deterministic")
    }

    @Test func stringCatalogAsJSONSerializationReadsIt() throws {
        let json = try JSONSerialization.jsonObject(with: Data(StringCatalogFormat.write([Self.ru, Self.de]).utf8))
        #expect(Self.member(json, "sourceLanguage") as? String == "en")
        #expect(Self.member(json, "version") as? String == "1.0")
        #expect((Self.member(json, "strings") as? [String: Any]).map { Set($0.keys) } == Set(Self.forms.map(\.0.key)))

        let auth = Self.member(json, "strings", "AUTH_UNKNOWN")
        #expect(Self.member(auth, "extractionState") as? String == "manual")
        #expect(Self.member(auth, "comment") as? String == "{1} device: Device name")
        #expect(Self.member(auth, "localizations", "en", "stringUnit", "state") as? String == "translated")
        #expect(Self.member(auth, "localizations", "en", "stringUnit", "value") as? String == "New login from unrecognized device %1$@")
        #expect(Self.member(auth, "localizations", "ru", "stringUnit", "value") as? String == "Вход с нового устройства %1$@ 🔐")
        #expect(Self.member(auth, "localizations", "de", "stringUnit", "value") as? String == "Neue Anmeldung von %1$@ 🔐")

        // The selector is not the first argument: a substitution names it.
        let photos = Self.member(json, "strings", "MESSAGE_PHOTOS")
        #expect(Self.member(photos, "comment") as? String == "{1} author: User name; {2} count: Number of photos")
        for locale in ["en", "ru", "de"] {
            #expect(Self.member(photos, "localizations", locale, "stringUnit", "value") as? String == "%2$#@count@")
            #expect(Self.member(photos, "localizations", locale, "substitutions", "count", "argNum") as? Int == 2)
            #expect(Self.member(photos, "localizations", locale, "substitutions", "count", "formatSpecifier") as? String == "lld")
            #expect(Self.member(photos, "localizations", locale, "variations") == nil)
        }
        let russianPhotos = Self.member(photos, "localizations", "ru", "substitutions", "count", "variations", "plural")
        #expect((russianPhotos as? [String: Any]).map { Set($0.keys) } == ["one", "few", "many", "other"])
        #expect(Self.member(russianPhotos, "few", "stringUnit", "value") as? String == "%1$@ отправил(а) вам %arg фотографии")
        #expect(Self.member(russianPhotos, "few", "stringUnit", "state") as? String == "translated")
        #expect(
            Self.member(photos, "localizations", "en", "substitutions", "count", "variations", "plural", "one", "stringUnit", "value")
                as? String == "%1$@ sent you a photo")

        // The selector is the first argument and the only number: the whole string varies.
        let stars = Self.member(json, "strings", "STARS_GIFT", "localizations", "ru")
        #expect(Self.member(stars, "stringUnit") == nil)
        #expect(Self.member(stars, "variations", "plural", "many", "stringUnit", "value") as? String == "%1$lld звёзд от %2$@")
        #expect(Self.member(stars, "variations", "plural", "one", "stringUnit", "value") as? String == "%1$lld звезда от %2$@")
        #expect(Self.member(json, "strings", "STARS_GIFT", "localizations", "de") == nil)

        // A plural translation of a plain English text, by the third argument, an integer.
        let score = Self.member(json, "strings", "GAME_SCORE.group", "localizations")
        #expect(Self.member(score, "en", "stringUnit", "value") as? String == "%1$@ scored %3$lld in %2$@")
        #expect(Self.member(score, "ru", "stringUnit", "value") as? String == "%3$#@score@")
        #expect(Self.member(score, "ru", "substitutions", "score", "argNum") as? Int == 3)
        #expect(
            Self.member(score, "ru", "substitutions", "score", "variations", "plural", "many", "stringUnit", "value") as? String
                == "%1$@ набрал(а) %arg очков в %2$@")

        // Untranslated: no localization for the locale.
        let group = Self.member(json, "strings", "PINNED_AUDIO.group", "localizations") as? [String: Any]
        #expect(group.map { Set($0.keys) } == ["en"])
        #expect(Self.member(json, "strings", "CONTACT_JOINED", "localizations", "ru") == nil)
        #expect(Self.member(json, "strings", "CONTACT_JOINED", "localizations", "de", "stringUnit", "value") as? String == "%1$@ ist jetzt bei Telegram")

        #expect(
            Self.member(json, "strings", "SPECIAL_QUOTES", "localizations", "ru", "stringUnit", "value") as? String
                == #"100%% %1$@: 'single' "double" \backslash <b>bold</b> & more"#)
        #expect(Self.member(json, "strings", "SPECIAL_BRACES", "localizations", "ru", "stringUnit", "value") as? String == "{braces} {x} } { #hash %1$@")
        #expect(Self.member(json, "strings", "SPECIAL_SPACE", "localizations", "ru", "stringUnit", "value") as? String == " two  spaces\nnew line\ttab %1$@ ")
        #expect(
            Self.member(json, "strings", "SPECIAL_PLURAL", "localizations", "ru", "variations", "plural", "many", "stringUnit", "value")
                as? String == "# %1$lld раз 50%%")
    }

    /// Reads a String Catalog against the Russian reference.
    func readStringCatalog(_ text: String) -> (result: [TranslationCatalog]?, diagnostics: [String]) {
        var log = DiagnosticLog()
        let result = StringCatalogFormat.read(text, path: "L.xcstrings", reference: [Self.reference(Self.ru)], into: &log)
        return (result, log.diagnostics.map(\.description))
    }

    /// A String Catalog with one string, `key`, whose Russian localization is `localization`.
    func stringCatalog(_ key: String, ru localization: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(key)" : {
              "localizations" : {
                "ru" : \(localization)
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    @Test func stringCatalogTruncatedOrOfWrongTypes() {
        let truncated = readStringCatalog(String(StringCatalogFormat.write([Self.ru]).prefix(300)))
        #expect(truncated.result == nil)
        #expect(truncated.diagnostics.count == 1)
        #expect(truncated.diagnostics.first?.hasPrefix("L.xcstrings:1:1: error: not a String Catalog: invalid JSON (") == true)

        #expect(readStringCatalog("[]").diagnostics == ["L.xcstrings:1:1: error: a String Catalog must be a JSON object, not an array"])
        #expect(
            readStringCatalog("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": [],\n  \"colour\": 1\n}").diagnostics == [
                "L.xcstrings:4:3: error: unknown member 'colour' in a String Catalog; expected 'sourceLanguage', 'strings', 'version'",
                "L.xcstrings:3:3: error: 'strings' must be a JSON object, not an array",
            ])
        #expect(
            readStringCatalog(stringCatalog("AUTH_UNKNOWN", ru: #"{"stringUnit": {"state": "translated", "value": 42}}"#)).diagnostics == [
                "L.xcstrings:6:55: error: the value of the 'ru' localization of AUTH_UNKNOWN must be a string, not a number"
            ])
        #expect(
            readStringCatalog(stringCatalog("AUTH_UNKNOWN", ru: #"{"stringUnit": {"state": "done", "value": "x"}}"#)).diagnostics == [
                "L.xcstrings:6:32: error: unknown state 'done' of the 'ru' localization of AUTH_UNKNOWN; expected 'translated', 'needs_review' or 'new'"
            ])
    }

    @Test func stringCatalogUnknownKeysAndLocales() {
        #expect(
            readStringCatalog(stringCatalog("AUTH_UNKOWN", ru: #"{"stringUnit": {"state": "translated", "value": "x"}}"#)).diagnostics == [
                "L.xcstrings:4:5: error: 'AUTH_UNKOWN' is not a notification form of the spec"
            ])
        let french = stringCatalog("AUTH_UNKNOWN", ru: #"{"stringUnit": {"state": "translated", "value": "x"}}"#)
            .replacingOccurrences(of: "\"ru\"", with: "\"fr\"")
        // A catalog holds every locale of an app: one not being imported is left alone.
        #expect(readStringCatalog(french).diagnostics == [])
    }

    @Test func stringCatalogPlaceholdersAndPlurals() {
        let unit = #"{"stringUnit": {"state": "translated", "value": "%1$@ и %5$@"}}"#
        #expect(
            readStringCatalog(stringCatalog("AUTH_UNKNOWN", ru: unit)).diagnostics == [
                "L.xcstrings:6:17: error: the 'ru' localization of AUTH_UNKNOWN: %5$@ refers to argument 5, but AUTH_UNKNOWN has 1 ({1} device)"
            ])
        let wrongType = #"{"stringUnit": {"state": "translated", "value": "%1$@: %2$@"}}"#
        #expect(
            readStringCatalog(stringCatalog("STARS_GIFT", ru: wrongType)).diagnostics == [
                "L.xcstrings:6:17: error: the 'ru' localization of STARS_GIFT: {1} count is a count argument; write it %1$lld, not %1$@"
            ])
        let unpositioned = #"{"stringUnit": {"state": "translated", "value": "%@!"}}"#
        #expect(
            readStringCatalog(stringCatalog("AUTH_UNKNOWN", ru: unpositioned)).diagnostics == [
                "L.xcstrings:6:17: error: the 'ru' localization of AUTH_UNKNOWN: unsupported format specifier '%@!'; write %N$@ for the text {N}, %N$lld for the number {N}, %% for a percent sign"
            ])
        let literalPlaceholder = #"{"stringUnit": {"state": "translated", "value": "{1} %1$@"}}"#
        #expect(
            readStringCatalog(stringCatalog("AUTH_UNKNOWN", ru: literalPlaceholder)).diagnostics == [
                "L.xcstrings:6:17: error: the 'ru' localization of AUTH_UNKNOWN has literal text that the spec's templates would read as a placeholder: {1} {1}"
            ])
        let two = """
            {"stringUnit": {"state": "translated", "value": "%2$#@count@"},
                       "substitutions": {"count": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                         "one": {"stringUnit": {"state": "translated", "value": "%arg фото"}},
                         "two": {"stringUnit": {"state": "translated", "value": "%arg фото"}},
                         "other": {"stringUnit": {"state": "translated", "value": "%1$@: %arg фото"}}}}}}}
            """
        #expect(
            readStringCatalog(stringCatalog("MESSAGE_PHOTOS", ru: two)).diagnostics == [
                "L.xcstrings:9:14: error: the substitution 'count' of the 'ru' localization of MESSAGE_PHOTOS has the plural category 'two', which CLDR does not give 'ru' (its categories: one, few, many, other)"
            ])
        let untranslatedAndIncomplete = two.replacingOccurrences(
            of: #""two": {"stringUnit": {"state": "translated", "value": "%arg фото"}}"#,
            with: #""many": {"stringUnit": {"state": "new", "value": ""}}"#)
        #expect(
            readStringCatalog(stringCatalog("MESSAGE_PHOTOS", ru: untranslatedAndIncomplete)).diagnostics == [
                "L.xcstrings:7:94: error: the substitution 'count' of the 'ru' localization of MESSAGE_PHOTOS lacks the plural categories 'few', 'many' of 'ru'"
            ])
        let wrongSelector = two.replacingOccurrences(of: #""argNum": 2"#, with: #""argNum": 1"#)
        #expect(
            readStringCatalog(stringCatalog("MESSAGE_PHOTOS", ru: wrongSelector)).diagnostics == [
                "L.xcstrings:7:40: error: the substitution 'count' of the 'ru' localization of MESSAGE_PHOTOS is selected by argument 1, which is not a number of MESSAGE_PHOTOS (its numbers: {2} count)"
            ])
        let allNew = #"{"variations": {"plural": {"one": {"stringUnit": {"state": "new", "value": ""}}}}}"#
        let read = readStringCatalog(stringCatalog("STARS_GIFT", ru: allNew))
        #expect(read.diagnostics == [])
        #expect(read.result == [Self.reference(Self.ru)])
    }

    // MARK: Android

    @Test func androidRoundTrip() {
        for catalog in [Self.ru, Self.de] {
            var log = DiagnosticLog()
            let read = AndroidStringsFormat.read(
                AndroidStringsFormat.write(catalog), path: "strings.xml", reference: Self.reference(catalog), into: &log)
            #expect(log.diagnostics.map(\.description) == [])
            #expect(read == catalog)
        }
    }

    /// The `<string>` texts and `<plurals>` items of a resource file, as XMLParser gives them.
    final class ResourceTexts: NSObject, XMLParserDelegate {
        var strings: [String: String] = [:]
        var plurals: [String: [String: String]] = [:]
        var comments: [String] = []
        private var name = ""
        private var quantity: String?
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            text = ""
            switch elementName {
            case "string", "plurals": name = attributes["name"] ?? ""
            case "item": quantity = attributes["quantity"]
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, foundComment comment: String) {
            comments.append(comment)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            switch elementName {
            case "string": strings[name] = text
            case "item": plurals[name, default: [:]][quantity ?? ""] = text
            default: break
            }
        }
    }

    @Test func androidAsXMLParserReadsIt() throws {
        let xml = AndroidStringsFormat.write(Self.ru)
        let texts = ResourceTexts()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = texts
        #expect(parser.parse())
        #expect(Set(texts.strings.keys) == [
            "auth_unknown", "pinned_audio__private", "special_quotes", "special_at", "special_question", "special_braces", "special_space",
        ])
        #expect(Set(texts.plurals.keys) == ["message_photos", "stars_gift", "game_score__group", "special_plural"])
        #expect(texts.strings["auth_unknown"] == "Вход с нового устройства %1$s 🔐")
        #expect(texts.strings["pinned_audio__private"] == "%1$s закрепил(а) голосовое сообщение")
        #expect(texts.strings["special_quotes"] == #"100%% %1$s: \'single\' \"double\" \\backslash <b>bold</b> & more"#)
        #expect(texts.strings["special_at"] == #"\@%1$s упомянул(а) вас"#)
        #expect(texts.strings["special_question"] == #"\?%1$s"#)
        #expect(texts.strings["special_braces"] == "{braces} {x} } { #hash %1$s")
        #expect(texts.strings["special_space"] == #"\u0020two \u0020spaces\nnew line\ttab %1$s\u0020"#)
        #expect(texts.plurals["message_photos"] == [
            "one": "%1$s отправил(а) вам %2$d фотографию", "few": "%1$s отправил(а) вам %2$d фотографии",
            "many": "%1$s отправил(а) вам %2$d фотографий", "other": "%1$s отправил(а) вам %2$d фото",
        ])
        #expect(texts.plurals["game_score__group"]?["many"] == "%1$s набрал(а) %3$d очков в %2$s")
        #expect(texts.plurals["special_plural"]?["one"] == #"# %1$d \'раз\' {x}"#)
        #expect(texts.plurals["special_plural"]?["many"] == "# %1$d раз 50%%")
        #expect(texts.comments.contains(" {1} author: User name; {2} count: Number of photos; quantity: {2} "))
        #expect(xml.contains("&lt;b&gt;bold&lt;/b&gt; &amp; more"))
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"))
    }

    /// Reads `body` in a `<resources>` against the Russian reference.
    func readAndroid(_ body: String) -> (result: TranslationCatalog?, diagnostics: [String]) {
        var log = DiagnosticLog()
        let xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
        let result = AndroidStringsFormat.read(xml, path: "strings.xml", reference: Self.reference(Self.ru), into: &log)
        return (result, log.diagnostics.map(\.description))
    }

    @Test func androidBadFiles() {
        var log = DiagnosticLog()
        let truncated = String(AndroidStringsFormat.write(Self.ru).prefix(200))
        #expect(AndroidStringsFormat.read(truncated, path: "strings.xml", reference: Self.reference(Self.ru), into: &log) == nil)
        #expect(log.diagnostics.map(\.description) == ["strings.xml:5:40: error: not well-formed XML: a comment that is not closed"])
        #expect(
            readAndroid(#"    <string name="auth_unknown">%1$s</str"#).diagnostics == [
                "strings.xml:4:1: error: not well-formed XML: '>' expected"
            ])

        #expect(
            readAndroid(#"    <string name="auth_unkown">x</string>"#).diagnostics == [
                "strings.xml:3:31: error: 'auth_unkown' is not the resource name of a notification form of the spec"
            ])
        #expect(
            readAndroid("    <string-array name=\"a\"><item>x</item></string-array>\n    <string name=\"auth_unknown\" translatable=\"false\">x</string>")
                .diagnostics == [
                    "strings.xml:3:27: error: unsupported element <string-array> in <resources>; expected <string> or <plurals>",
                    "strings.xml:4:53: error: unsupported attribute 'translatable' of <string>",
                ])
        let two = """
                <plurals name="message_photos">
                    <item quantity="one">%1$s: %2$d фото</item>
                    <item quantity="two">%1$s: %2$d фото</item>
                    <item quantity="other">%1$s: %2$d фото</item>
                </plurals>
            """
        #expect(
            readAndroid(two).diagnostics == [
                "strings.xml:5:29: error: the plurals of MESSAGE_PHOTOS have the quantity 'two', which CLDR does not give 'ru' (its categories: one, few, many, other)"
            ])
        #expect(
            readAndroid(two.replacingOccurrences(of: #"<item quantity="two">%1$s: %2$d фото</item>"#, with: "")).diagnostics == [
                "strings.xml:3:35: error: the plurals of MESSAGE_PHOTOS lack the quantities 'few', 'many' of 'ru'"
            ])
        #expect(
            readAndroid(#"    <string name="auth_unknown">%1$s и %4$s</string>"#).diagnostics == [
                "strings.xml:3:32: error: the translation of AUTH_UNKNOWN: %4$s refers to argument 4, but AUTH_UNKNOWN has 1 ({1} device)"
            ])
        #expect(
            readAndroid(#"    <string name="auth_unknown">%1$d</string>"#).diagnostics == [
                "strings.xml:3:32: error: the translation of AUTH_UNKNOWN: {1} device is a text argument; write it %1$s, not %1$d"
            ])
        #expect(
            readAndroid(#"    <string name="auth_unknown">it's %1$s</string>"#).diagnostics == [
                #"strings.xml:3:32: error: the translation of AUTH_UNKNOWN: unescaped apostrophe; write \'"#
            ])
        #expect(
            readAndroid(#"    <string name="auth_unknown">a <b>%1$s</b></string>"#).diagnostics == [
                "strings.xml:3:37: error: markup (<b>) in a string is not supported"
            ])
        #expect(
            readAndroid(#"    <plurals name="auth_unknown"><item quantity="other">%1$s</item></plurals>"#).diagnostics == [
                "strings.xml:3:33: error: AUTH_UNKNOWN varies by plural, but neither its English template nor a single number argument says which number selects"
            ])
    }

    @Test func androidReadsWhatItsCompilerWouldMakeOfQuotesAndWhiteSpace() {
        #expect(
            readAndroid(#"    <string name="auth_unknown">  "it's  {1}"   %1$s\u0020\n  </string>"#).diagnostics == [
                "strings.xml:3:32: error: the translation of AUTH_UNKNOWN has literal text that the spec's templates would read as a placeholder: it's  {1} {1} \n"
            ])
        let quoted = readAndroid(#"    <string name="auth_unknown">  "it's  50%%"   %1$s\u0020\n  </string>"#)
        #expect(quoted.diagnostics == [])
        #expect(quoted.result?.entries.first?.translation == .plain("it's  50% {1} \n"))
    }

    // MARK: ARB

    @Test func arbRoundTrip() {
        for catalog in [Self.ru, Self.de] {
            var log = DiagnosticLog()
            let read = ARBFormat.read(ARBFormat.write(catalog), path: "app_\(catalog.locale).arb", reference: Self.reference(catalog), into: &log)
            #expect(log.diagnostics.map(\.description) == [])
            #expect(read == catalog)
        }
    }

    @Test func arbAsJSONSerializationReadsIt() throws {
        let text = ARBFormat.write(Self.ru)
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8))
        #expect(Self.member(json, "@@locale") as? String == "ru")
        let messages: Set<String>? = (json as? [String: Any]).map { Set($0.keys.filter { !$0.hasPrefix("@") }) }
        #expect(messages == [
            "authUnknown", "messagePhotos", "starsGift", "pinnedAudioPrivate", "gameScoreGroup", "specialQuotes", "specialAt",
            "specialQuestion", "specialBraces", "specialSpace", "specialPlural",
        ])
        #expect(Self.member(json, "authUnknown") as? String == "Вход с нового устройства {device} 🔐")
        #expect(Self.member(json, "@authUnknown", "description") as? String == "{device}: Device name")
        #expect(Self.member(json, "@authUnknown", "placeholders", "device", "type") as? String == "String")
        #expect(
            Self.member(json, "messagePhotos") as? String
                == "{count, plural, one{{author} отправил(а) вам {count} фотографию} few{{author} отправил(а) вам {count} фотографии} many{{author} отправил(а) вам {count} фотографий} other{{author} отправил(а) вам {count} фото}}")
        #expect(Self.member(json, "@messagePhotos", "placeholders", "author", "type") as? String == "String")
        #expect(Self.member(json, "@messagePhotos", "placeholders", "count", "type") as? String == "int")
        #expect(
            Self.member(json, "gameScoreGroup") as? String
                == "{score, plural, one{{author} набрал(а) {score} очко в {chat}} few{{author} набрал(а) {score} очка в {chat}} many{{author} набрал(а) {score} очков в {chat}} other{{author} набрал(а) {score} очка в {chat}}}")
        #expect(Self.member(json, "@gameScoreGroup", "placeholders", "score", "type") as? String == "int")
        #expect(Self.member(json, "specialQuotes") as? String == #"100% {author}: ''single'' "double" \backslash <b>bold</b> & more"#)
        #expect(Self.member(json, "specialAt") as? String == "@{author} упомянул(а) вас")
        #expect(Self.member(json, "specialBraces") as? String == "'{'braces'}' '{'x'}' '}' '{' #hash {author}")
        #expect(Self.member(json, "specialSpace") as? String == " two  spaces\nnew line\ttab {author} ")
        #expect(
            Self.member(json, "specialPlural") as? String
                == "{count, plural, one{'#' {count} ''раз'' '{'x'}'} few{'#' {count} раза} many{'#' {count} раз 50%} other{'#' {count} раза}}")
        #expect(Self.member(json, "pinnedAudioGroup") == nil)
        #expect(Self.member(json, "@pinnedAudioGroup") == nil)
        // Each message's metadata right after it, in entry order.
        let order = ["\"@@locale\"", "\"authUnknown\"", "\"@authUnknown\"", "\"messagePhotos\"", "\"@messagePhotos\"", "\"starsGift\""]
            .compactMap { text.range(of: $0)?.lowerBound }
        #expect(order.count == 6 && order == order.sorted())
    }

    @Test func arbMessageIDsAreUniqueAndFollowTheKeys() {
        let entries = ["PINNED_AUDIO.group", "PINNED_AUDIO_GROUP", "PINNED_AUDIO_GROUP2", "MESSAGE_2", "MESSAGE2", "IN_CHAT.with_author"]
            .map { Self.entry($0, [], .plain("x"), ru: nil).0 }
        #expect(ARBFormat.messageIDs(of: entries) == [
            "pinnedAudioGroup", "pinnedAudioGroup3", "pinnedAudioGroup2", "message2", "message22", "inChatWithAuthor",
        ])
    }

    /// Reads ARB `members` (after `"@@locale": "ru"`) against the Russian reference.
    func readARB(_ members: String) -> (result: TranslationCatalog?, diagnostics: [String]) {
        var log = DiagnosticLog()
        let result = ARBFormat.read("{\n  \"@@locale\": \"ru\",\n\(members)\n}\n", path: "app_ru.arb", reference: Self.reference(Self.ru), into: &log)
        return (result, log.diagnostics.map(\.description))
    }

    @Test func arbBadFiles() {
        var log = DiagnosticLog()
        #expect(ARBFormat.read(String(ARBFormat.write(Self.ru).prefix(100)), path: "app_ru.arb", reference: Self.reference(Self.ru), into: &log) == nil)
        #expect(log.diagnostics.count == 1)
        #expect(log.diagnostics.first?.description.hasPrefix("app_ru.arb:1:1: error: not an ARB file: invalid JSON (") == true)

        #expect(
            readARB(#"  "authUnknown": 42,"# + "\n" + #"  "@authUnknown": {"placeholders": {"device": {"type": "int"}, "place": {}}}"#)
                .diagnostics == [
                    "app_ru.arb:4:48: error: the placeholder 'device' in '@authUnknown' is a text argument, of type 'String', not 'int'",
                    "app_ru.arb:4:64: error: 'place' in '@authUnknown' is not an argument of AUTH_UNKNOWN (its arguments: device)",
                    "app_ru.arb:3:3: error: the message 'authUnknown' must be a string, not a number",
                ])
        #expect(
            readARB(#"  "authUnkown": "x","# + "\n" + #"  "@@last_modified": "2025-01-01""#).diagnostics == [
                "app_ru.arb:3:3: error: 'authUnkown' is not the message id of a notification form of the spec"
            ])
        #expect(
            ARBFormat.read("{\"@@locale\": \"de\"}", path: "app_ru.arb", reference: Self.reference(Self.ru), into: &log) == nil)
        #expect(log.diagnostics.last?.description == "app_ru.arb:1:2: error: \"@@locale\" is 'de', but this is the translation into 'ru'")
        #expect(
            readARB(#"  "messagePhotos": "{count, plural, one{{author}: # фото} two{# фото} other{{author}: # фото}}""#).diagnostics == [
                "app_ru.arb:3:3: error: the message 'messagePhotos' has the plural category 'two', which CLDR does not give 'ru' (its categories: one, few, many, other)"
            ])
        #expect(
            readARB(#"  "messagePhotos": "{count, plural, =1{{author}: фото} one{# фото} few{# фото} many{# фото} other{# фото}}""#)
                .diagnostics == [
                    "app_ru.arb:3:3: error: the message 'messagePhotos' has the exact match '=1'; use the plural categories"
                ])
        #expect(
            readARB(#"  "authUnknown": "{device} {place}""#).diagnostics == [
                "app_ru.arb:3:3: error: the message 'authUnknown' uses {place}, which is not an argument of AUTH_UNKNOWN (its arguments: device)"
            ])
        #expect(
            readARB(#"  "authUnknown": "{device""#).diagnostics == [
                "app_ru.arb:3:3: error: the message 'authUnknown' is not valid ICU: '{device' must be followed by '}' or ', plural, …'"
            ])
        #expect(
            readARB(#"  "authUnknown": "'{'1'}' {device}""#).diagnostics == [
                "app_ru.arb:3:3: error: the message 'authUnknown' has literal text that the spec's templates would read as a placeholder: {1} {1}"
            ])
    }

    @Test func arbReadsICUBeyondWhatItWrites() {
        let read = readARB(#"  "messagePhotos": "{author}: {count,plural,one{# фото}few{# фото}many{# фото}other{# фото}}!""#)
        #expect(read.diagnostics == [])
        let photos = read.result?.entries.first { $0.key == "MESSAGE_PHOTOS" }?.translation
        #expect(photos == Self.plural(2, [.one: "{1}: {2} фото!", .few: "{1}: {2} фото!", .many: "{1}: {2} фото!", .other: "{1}: {2} фото!"]))
    }

    // MARK: Locale YAML

    @Test func localeYAMLIsWhatTheSpecCompilerReads() {
        let text = LocaleYAMLWriter.write(Self.ru, header: ["Russian (ru).", "", "Written by a test."])
        #expect(text.hasPrefix("# Russian (ru).\n#\n# Written by a test.\nlocale: ru\nnotifications:\n  AUTH_UNKNOWN: \"Вход с нового устройства {1} 🔐\"\n"))
        #expect(
            text.contains(
                """
                  MESSAGE_PHOTOS:
                    count: "{2}"
                    one: "{1} отправил(а) вам {2} фотографию"
                    few: "{1} отправил(а) вам {2} фотографии"
                    many: "{1} отправил(а) вам {2} фотографий"
                    other: "{1} отправил(а) вам {2} фото"

                """))
        #expect(text.contains("  PINNED_AUDIO:\n    private: \"{1} закрепил(а) голосовое сообщение\"\n  GAME_SCORE:\n    group:\n      count: \"{3}\"\n      one: "))
        #expect(text.contains(#"  SPECIAL_QUOTES: "100% {1}: 'single' \"double\" \\backslash <b>bold</b> & more""#))
        #expect(text.contains(#"  SPECIAL_SPACE: " two  spaces\nnew line\ttab {1} ""#))
        #expect(!text.contains("CONTACT_JOINED"))
        #expect(LocaleYAMLWriter.write(TranslationCatalog(locale: "no", pluralCategories: [.one, .other], entries: [])) == "locale: \"no\"\nnotifications: {}\n")
    }

    /// The spec of `TranslationDiagnosticsTests`, compiled with a locale file this writer wrote.
    @Test func localeYAMLCompilesToTheSameTemplates() {
        let forms: [Entry] = [
            Self.entry(
                "MESSAGE_PHOTOS", [Self.author, Self.count], Self.plural(2, [.one: "{1} sent you a photo", .other: "{1} sent you {2} photos"]),
                ru: Self.plural(2, [.one: "{1}: \"{2}\" фото", .few: "{1}: {2} фото\\", .many: "{1}: {2} фото\u{85}\u{2028}\u{FEFF}", .other: "{1}: {2} фото\u{7F} 🙂"])
            ).0,
            Self.entry("CHAT_REQ_JOINED", [Self.author, Self.chat], .plain("{2}|{1} was accepted into the group"), ru: .plain("{2}|{1} в группе\u{A0}#")).0,
            Self.entry("PINNED_TEXT.private", [Self.author], .plain("{1} pinned a message"), ru: .plain("{1} закрепил(а) «сообщение»")).0,
            Self.entry("PINNED_TEXT.group", [Self.author, Self.chat], .plain("{1} pinned a message in {2}"), ru: .plain("{1} закрепил(а) в {2}: 'x'")).0,
        ]
        let catalog = TranslationCatalog(locale: "ru", pluralCategories: Self.russian, entries: forms)
        let plurals = (try? String(contentsOf: ReferenceFiles.fixtures.appending(path: "ReferenceSpec/Spec/cldr/plurals.json"), encoding: .utf8)) ?? ""
        let spec = SpecDirectory(
            providers: [
                .init(
                    name: "t", files: [SpecFile(displayPath: "Spec/t/spec.yaml", text: TranslationDiagnosticsTests.spec)],
                    locales: [SpecFile(displayPath: "Spec/t/locales/ru.yaml", text: LocaleYAMLWriter.write(catalog, header: ["A test."]))])
            ],
            pluralRules: SpecFile(displayPath: "Spec/cldr/plurals.json", text: plurals))
        let output = SpecCompiler().compile([spec])
        #expect(output.diagnostics.map(\.description) == ["Spec/t/locales/ru.yaml:2:9: note: 'ru' translates 4 of 4 forms (100%)"])
        let translated = output.model.providers.first?.translations.first?.forms.values.map { $0 } ?? []
        var texts: Set<String> = []
        for form in translated {
            texts.insert(form.template.source)
            texts.formUnion(form.plural?.texts.values.map(\.source) ?? [])
        }
        #expect(texts == [
            "{1}: \"{2}\" фото", "{1}: {2} фото\\", "{1}: {2} фото\u{85}\u{2028}\u{FEFF}", "{1}: {2} фото\u{7F} 🙂",
            "{2}|{1} в группе\u{A0}#", "{1} закрепил(а) «сообщение»", "{1} закрепил(а) в {2}: 'x'",
        ])
    }
}
