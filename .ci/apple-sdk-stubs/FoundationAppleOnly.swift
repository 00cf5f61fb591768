// A transcription, for CI only, of the Foundation API that our Apple-only code uses and that
// swift-corelibs-foundation (Linux's Foundation) does not declare. `.ci/check-apple-code` imports
// this module implicitly (`-import-module`) into the example extension's check, whose own
// `import Foundation` is Linux's Foundation for everything else. Not Apple's code, never linked or
// run: every body traps. Availability is not checked on Linux; the attributes are the
// documentation's, for the reader.
import Foundation

@available(iOS 7.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension FileManager {
    /// https://developer.apple.com/documentation/foundation/filemanager/containerurl(forsecurityapplicationgroupidentifier:)
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        fatalError("stub")
    }
}
