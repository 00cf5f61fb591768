import Foundation
internal import GRDB

extension NotificationStore {
    /// Makes the state at `path` usable again, as TDLib does with a damaged database, but keeping
    /// the evidence: a corrupt state (damaged, not SQLite, or another SQLite database) is moved
    /// aside with its `-wal` and `-shm` to a name beside it with `corrupt` in it, and a new, empty
    /// state is made; a usable state is left as it is. A state of a newer schema, a busy one or
    /// one that cannot be read is left as it is, and the failure thrown.
    ///
    /// It reads every page of the file (`PRAGMA quick_check`): an app calls it at launch when its
    /// extension reported ``NotificationStateFailure/Kind/corrupt``, not for every push. The new
    /// state has TDLib's default options: the app sets its own again.
    public static func recover(
        path: String, configuration: Configuration = Configuration()
    ) throws(NotificationStateError) -> StateRecovery {
        var existing = configuration
        existing.makesMissingFile = false
        guard FileManager.default.fileExists(atPath: path) else {
            try NotificationStore(path: path, configuration: configuration).close()
            return .made
        }
        let failure: NotificationStateFailure
        do {
            let store = try NotificationStore(path: path, configuration: existing)
            defer { try? store.close() }
            try store.checkIntegrity()
            return .healthy
        } catch {
            guard let stateFailure = error.stateFailure, stateFailure.kind == .corrupt else { throw error }
            failure = stateFailure
        }
        let movedTo = try moveAside(path)
        try NotificationStore(path: path, configuration: configuration).close()
        return .movedAside(movedTo: movedTo, failure: failure)
    }

    /// Reads every page of the file, and fails as corrupt when SQLite finds it damaged.
    private func checkIntegrity() throws(NotificationStateError) {
        let problems: [String]
        do {
            problems = try writer.writeWithoutTransaction { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
        } catch {
            throw Self.stateError(error)
        }
        guard problems != ["ok"] else { return }
        throw .unusable(NotificationStateFailure(.corrupt, problems.prefix(3).joined(separator: "; ")))
    }

    /// Moves the state at `path`, its `-wal` and its `-shm` to `PATH.corrupt-DATE` (and `-wal`,
    /// `-shm` after it, so that SQLite opens them together), with a number after the date when
    /// that name is taken; returns the new path.
    private static func moveAside(_ path: String) throws(NotificationStateError) -> String {
        let files = FileManager.default
        let stamped = path + ".corrupt-" + utcStamp(Date())
        var target = stamped
        var number = 1
        while [target, target + "-wal", target + "-shm"].contains(where: files.fileExists(atPath:)) {
            number += 1
            target = stamped + "-\(number)"
        }
        do {
            for suffix in ["", "-wal", "-shm"] where files.fileExists(atPath: path + suffix) {
                try files.moveItem(atPath: path + suffix, toPath: target + suffix)
            }
        } catch {
            throw .unusable(NotificationStateFailure(.io, "cannot move \(path) aside: \(error.localizedDescription)"))
        }
        return target
    }

    /// `date` as `20261129T031500Z`.
    private static func utcStamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T\(two(parts.hour))\(two(parts.minute))\(two(parts.second))Z"
    }
}
