// One push as an extension handles it with the notification state: the account's key, decrypt,
// decode, then `NotificationStore.presentation(of:statePath:…)`, which opens the state, applies
// the push, closes the state and says what to show. The state is changed: run it on a copy.
import FootprintSupport
import Foundation
// SQLite's own counters, through GRDB's module map.
import GRDBSQLite
import PushSpec
import PushSpecNotifications

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: footprint-state SECRET-FILE PUSH-FILE STATE-FILE\n".utf8))
    exit(2)
}
guard let secret = try footprintSecret(file: arguments[1]) else { exit(2) }
let push = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
var keyring = PushKeyring()
// The account footprint-make-state fills the state for.
keyring.add(.init(key: try TelegramPushKey(secret: secret), account: "footprint"))
if case let .telegram(decoded) = try PushDecoder(keyring: keyring).decode(Array(push)) {
    let stated = NotificationStore.presentation(of: decoded, statePath: arguments[3], now: Date())
    // What is shown, and that the state took the push (nil) or why it could not.
    for shown in stated.changes.present { print(shown.title, shown.body, separator: "\n") }
    print("state:", stated.stateFailure.map { "\($0)" } ?? "applied, \(stated.outcome?.updates.count ?? 0) updates")
}
// The most SQLite's allocations held at once (its page cache and statements, freed when the state
// closed, unlike what the figures at exit count): how far above them SQLite took the process.
print("SQLite held at most \(sqlite3_memory_highwater(0) / 1024) kB")
reportDirtyMemory()
