import Foundation
internal import GRDB
internal import GRDBSQLite

extension NotificationStore {
    /// The error of an input while the store is suspended.
    static let suspendedError = NotificationStateError.unusable(
        NotificationStateFailure(.busy, "the store is suspended", resultCode: SQLITE_INTERRUPT))

    /// `error` as a notification state error: SQLite's by its result code, with the system's
    /// `errno` of the failed call when known (SQLite reports a write that found no room as an I/O
    /// error as often as `SQLITE_FULL`). An I/O failure of the file at `path` that data
    /// protection explains says so.
    static func stateError(_ error: any Error, path: String? = nil, systemErrno: Int32 = 0) -> NotificationStateError {
        switch error {
        case let error as NotificationStateError:
            return error
        case let failure as NotificationStateFailure:
            return .unusable(failure)
        case let error as DatabaseError:
            let code = error.extendedResultCode.rawValue
            var failure = NotificationStateFailure(
                kind(of: code, systemErrno: systemErrno), error.message ?? "SQLite error \(code)", resultCode: code)
            if failure.kind == .io, let path, let protection = lockedProtection(of: path) {
                failure.message += " (the file is protected with `\(protection)`, which cannot be opened while the device is"
                    + " locked; a state needs completeUntilFirstUserAuthentication)"
            }
            return .unusable(failure)
        default:
            return .unusable(NotificationStateFailure(.io, String(describing: error)))
        }
    }

    /// What an SQLite result code (extended or primary) means for the state.
    static func kind(of resultCode: Int32, systemErrno: Int32) -> NotificationStateFailure.Kind {
        switch resultCode & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED, SQLITE_INTERRUPT: .busy
        case SQLITE_CORRUPT, SQLITE_NOTADB: .corrupt
        case SQLITE_FULL: .full
        // No room on the disk, over the quota, or past the process's file size limit.
        case SQLITE_IOERR where [ENOSPC, EDQUOT, EFBIG].contains(systemErrno): .full
        default: .io
        }
    }

    /// Gives the state, its `-wal` and its `-shm` the protection class `protection`, on Apple
    /// platforms (where a volume has no data protection, the class is kept and means nothing). A file whose class cannot be set keeps the one it has:
    /// the state works as before, and the failure to come (a locked device) says why.
    static func protect(path: String, with protection: FileProtection) {
        #if canImport(Darwin)
        let type: FileProtectionType =
            switch protection {
            case .complete: .complete
            case .completeUnlessOpen: .completeUnlessOpen
            case .completeUntilFirstUserAuthentication: .completeUntilFirstUserAuthentication
            case .none: .none
            }
        for file in [path, path + "-wal", path + "-shm"] {
            try? FileManager.default.setAttributes([.protectionKey: type], ofItemAtPath: file)
        }
        #endif
    }

    /// The protection class of the state's files that a locked device cannot open (`complete`,
    /// or `completeUnlessOpen` for a file not open), on Apple platforms.
    static func lockedProtection(of path: String) -> String? {
        #if canImport(Darwin)
        let locked: [(FileProtectionType, String)] = [(.complete, "complete"), (.completeUnlessOpen, "completeUnlessOpen")]
        for file in [path, path + "-wal", path + "-shm"] {
            let type = (try? FileManager.default.attributesOfItem(atPath: file))?[.protectionKey] as? FileProtectionType
            if let (_, name) = locked.first(where: { $0.0.rawValue == type?.rawValue }) { return name }
        }
        #endif
        return nil
    }
}
