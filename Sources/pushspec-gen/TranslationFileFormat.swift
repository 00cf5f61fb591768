import Foundation
import PushSpecCompiler

/// The translators' formats `export` writes and `import` reads.
enum TranslationFileFormat: String, CaseIterable {
    /// Apple's String Catalog (`.xcstrings`): every locale in one file.
    case xcstrings
    /// Android's `res/values-<lang>/strings.xml`: one locale a file.
    case android
    /// Flutter's ARB (`app_<lang>.arb`): one locale a file.
    case arb

    init(argument: String) throws(UsageError) {
        guard let format = Self(rawValue: argument) else {
            throw UsageError("unknown format '\(argument)'; use " + Self.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = format
    }

    /// Whether one file holds several locales.
    var holdsSeveralLocales: Bool { self == .xcstrings }
}
