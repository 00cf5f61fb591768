// What the footprint programs share, with Foundation alone.
import Foundation

/// The secret of a key file as `Examples/payloads/keyring.json` holds it (base64url without
/// padding); nil when it is not base64url.
public func footprintSecret(file path: String) throws -> Data? {
    var text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
        .replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    text += String(repeating: "=", count: (4 - text.count % 4) % 4)
    return Data(base64Encoded: text)
}

/// Writes to standard error the process's dirty memory now, as `/proc/self/smaps_rollup` (Linux
/// 4.14 and later) gives it: `Private_Dirty <kB> Anonymous <kB>`. Private_Dirty is every page
/// the process wrote and shares with no one (its heap, stacks, the data its binary relocated);
/// Anonymous the pages that no file backs. These are what iOS counts against an extension
/// (its physical footprint: dirty and compressed memory), unlike the resident pages of its
/// binary, which peak RSS counts. Called last, just before the process exits; on a system
/// without the file it writes nothing.
public func reportDirtyMemory() {
    guard let rollup = FileHandle(forReadingAtPath: "/proc/self/smaps_rollup") else { return }
    let lines = String(decoding: rollup.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
    func kilobytes(_ field: String) -> String {
        // "Private_Dirty:      1234 kB"
        lines.first { $0.hasPrefix(field + ":") }?.split(separator: " ").dropFirst().first.map(String.init) ?? "?"
    }
    FileHandle.standardError.write(Data("Private_Dirty \(kilobytes("Private_Dirty")) Anonymous \(kilobytes("Anonymous"))\n".utf8))
}
