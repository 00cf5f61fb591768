// One push as an extension handles it: the account's key, decrypt, decode, render.
import FootprintSupport
import Foundation
import PushSpec

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: footprint-pushspec SECRET-FILE PUSH-FILE\n".utf8))
    exit(2)
}
guard let secret = try footprintSecret(file: arguments[1]) else { exit(2) }
let push = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
var keyring = PushKeyring()
keyring.add(.init(key: try TelegramPushKey(secret: secret), account: "footprint"))
if case let .telegram(decoded) = try PushDecoder(keyring: keyring).decode(Array(push)),
   let shown = decoded.rendered(locale: TelegramLocale("en"))
{
    print(shown.title, shown.body, separator: "\n")
}
reportDirtyMemory()
