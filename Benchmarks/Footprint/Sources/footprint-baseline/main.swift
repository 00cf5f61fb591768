// The baseline: reads the key file and the push as footprint-pushspec does, prints their sizes.
import FootprintSupport
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: footprint-baseline SECRET-FILE PUSH-FILE\n".utf8))
    exit(2)
}
let secret = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
let push = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
print(secret.count, push.count)
reportDirtyMemory()
