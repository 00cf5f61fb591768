// Makes a notification state for footprint-state through the library, as the CLI's `pushspec
// notifications apply` would, without a process per batch or a JSON file: options 25 × 25, then
// COUNT plain Telegram pushes, two messages in each of COUNT/2 private chats dated in order (the
// pushes of Benchmarks/StateAtSize/run.sh), each applied in its own transaction to the account
// footprint-state's key has. COUNT 0 makes an empty state with the API on.
import Foundation
import PushSpec
import PushSpecNotifications

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else {
    FileHandle.standardError.write(Data("usage: footprint-make-state STATE-FILE COUNT\n".utf8))
    exit(2)
}
let store = try NotificationStore(path: arguments[1])
_ = try store.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 25))
let decoder = PushDecoder()
for i in 0..<count {
    let chat = 1_000_000 + i / 2, message = 1 + i % 2
    let json = """
        {"date":\(1_700_000_000 + i),"loc_key":"MESSAGE_TEXT","loc_args":["User \(chat)","Message \(message)"],\
        "custom":{"from_id":"\(chat)","msg_id":"\(message)"}}
        """
    guard case let .telegram(push) = try decoder.decode(Array(json.utf8)) else { fatalError("not a Telegram push: \(json)") }
    _ = try store.apply(push, account: "footprint", now: Date())
}
try store.close()
