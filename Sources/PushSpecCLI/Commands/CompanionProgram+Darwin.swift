#if canImport(Darwin)
import Darwin

extension CompanionProgram {
    /// The running executable's path from `_NSGetExecutablePath`, links resolved with `realpath`;
    /// nil when it fails. In a file of its own, importing Darwin alone, so that CI type-checks it
    /// against the documented declarations (`.ci/check-apple-code`): in CompanionProgram.swift,
    /// which imports Glibc first, it would never be compiled on Linux.
    static func darwinExecutablePath() -> String? {
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        if let resolved = realpath(buffer, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
#endif
