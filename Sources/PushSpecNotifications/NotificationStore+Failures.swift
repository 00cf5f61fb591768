import Foundation
internal import GRDB
internal import GRDBSQLite

extension NotificationStore {
    /// The error of an input while the store is suspended.
    static let suspendedError = NotificationStateError.unusable(
        NotificationStateFailure(.busy, "the store is suspended", resultCode: SQLITE_INTERRUPT))

    /// `error` as a notification state error: SQLite's by its result code, with the system's
    /// `errno` of the failed call when known (SQLite reports a write that found no room as an I/O
    /// error as often as `SQLITE_FULL`).
    static func stateError(_ error: any Error, systemErrno: Int32 = 0) -> NotificationStateError {
        switch error {
        case let error as NotificationStateError:
            return error
        case let failure as NotificationStateFailure:
            return .unusable(failure)
        case let error as DatabaseError:
            let code = error.extendedResultCode.rawValue
            let message = error.message ?? "SQLite error \(code)"
            return .unusable(NotificationStateFailure(kind(of: code, systemErrno: systemErrno), message, resultCode: code)
                .explained(systemErrno: systemErrno))
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

    /// Gives the state, its `-wal` and its `-shm` the protection class `protection`, on the
    /// platforms with data protection. A file whose class cannot be set keeps the one it has:
    /// the state works as before, and the failure to come (a locked device) says why.
    static func protect(path: String, with protection: FileProtection) {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
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
}

extension NotificationStateFailure {
    /// The failure, saying why a file could not be opened when the system refused it: on Apple
    /// platforms a file protected with `complete` cannot be opened while the device is locked.
    fileprivate func explained(systemErrno: Int32) -> Self {
        guard kind == .io, systemErrno == EPERM || systemErrno == EACCES || resultCode.map({ $0 & 0xFF }) == SQLITE_AUTH
        else { return self }
        var explained = self
        explained.message += " (the file may not be opened: a file protected with `complete` cannot be opened while the"
            + " device is locked; a state needs completeUntilFirstUserAuthentication)"
        return explained
    }
}
