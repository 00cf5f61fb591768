// PushSpec's instruction-count driver (callgrind; Benchmarks/Instructions/instructions.sh builds it). One process runs one operation over the first
// N lines of the corpus, read into memory once, and prints a checksum so nothing is optimized
// away. Usage: pushspec-measure OP [CORPUS] [N] [APPLY_N] [STATE]
//   OP: none | typed | view | apply | apply-setup
//   none         read the N lines only (the baseline)
//   typed        PushDecoder().decode(bytes) -> .telegram(push); push.rendered (title, body, text),
//                push.fields.messageID, push.fields.peer  (Benchmarks: "decode+render corpus")
//   view         PushDecoder().telegramView(of: bytes); view.render(into: &texts); the body's
//                UTF-8; view.fields.messageID, .peer        (Benchmarks: "decode+render corpus, view")
//   apply-setup  decode the first APPLY_N Telegram pushes of the N lines (typed), open a file
//                store at STATE (removed first), setOptions(25, 25); no apply
//   apply-why    apply, printing how many pushes each skip reason took (a look, not measured)
//   apply        apply-setup, then store.apply(push, account: "bench 0", now: 1_700_000_000) for
//                each, a transaction each       (Benchmarks: "notifications apply corpus, file store")
import Foundation
import PushSpec
import PushSpecCore
import PushSpecNotifications

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: pushspec-measure none|typed|view|apply|apply-setup [corpus] [n] [apply-n] [state]\n".utf8))
    exit(2)
}
let op = arguments[1]
let corpusPath = arguments.count > 2 ? arguments[2] : "/tmp/pushspec-corpus.ndjson"
let n = arguments.count > 3 ? Int(arguments[3]) ?? 20_000 : 20_000
let applyN = arguments.count > 4 ? Int(arguments[4]) ?? 5_000 : 5_000
let statePath = arguments.count > 5 ? arguments[5] : NSTemporaryDirectory() + "pushspec-instructions.sqlite"

// The first n lines, each its own [UInt8] (as the benchmarks' Corpus holds them).
func readLines(_ path: String, _ n: Int) -> [[UInt8]] {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        exit(2)
    }
    var lines: [[UInt8]] = []
    lines.reserveCapacity(n)
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
        let bytes = raw.bindMemory(to: UInt8.self)
        var start = 0
        var index = 0
        while index < bytes.count, lines.count < n {
            if bytes[index] == UInt8(ascii: "\n") {
                var end = index
                if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                if end > start { lines.append(Array(bytes[start..<end])) }
                start = index + 1
            }
            index += 1
        }
        if lines.count < n, start < bytes.count { lines.append(Array(bytes[start..<bytes.count])) }
    }
    return lines
}

let lines = readLines(corpusPath, n)
var checksum = 0
var failures = 0

switch op {
case "none":
    for line in lines { checksum &+= line.count }

case "typed":
    let decoder = PushDecoder()
    for bytes in lines {
        do {
            guard case let .telegram(push) = try decoder.decode(bytes) else { failures += 1; continue }
            if let rendered = push.rendered {
                checksum &+= rendered.title.utf8.count &+ rendered.body.utf8.count &+ rendered.text.utf8.count
            } else {
                failures += 1
            }
            blackHole(push.fields.messageID)
            blackHole(push.fields.peer)
        } catch {
            failures += 1
        }
    }

case "view":
    let decoder = PushDecoder()
    var texts = NotificationTextBuffer()
    for bytes in lines {
        do {
            let view = try decoder.telegramView(of: bytes)
            if try view.render(into: &texts) {
                checksum &+= texts.withUTF8(of: .title) { $0.count } &+ texts.withUTF8(of: .body) { $0.count }
                    &+ texts.withUTF8(of: .text) { $0.count }
            } else {
                failures += 1
            }
            blackHole(view.fields.messageID)
            blackHole(view.fields.peer)
        } catch {
            failures += 1
        }
    }

case "apply", "apply-setup", "apply-why":
    let decoder = PushDecoder()
    var pushes: [TelegramPush] = []
    pushes.reserveCapacity(applyN)
    for bytes in lines where pushes.count < applyN {
        if case let .telegram(push)? = try? decoder.decode(bytes) { pushes.append(push) }
    }
    if pushes.count < applyN { FileHandle.standardError.write(Data("only \(pushes.count) Telegram pushes\n".utf8)) }
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(statePath + suffix) }
    do {
        let store = try NotificationStore(path: statePath)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 25))
        if op == "apply" {
            let now = Date(timeIntervalSince1970: 1_700_000_000)
            for push in pushes {
                let outcome = try store.apply(push, account: "bench 0", now: now)
                checksum &+= outcome.updates.count
                if outcome.skipped != nil { failures += 1 }  // printed as skipped=, not a failure
            }
        } else if op == "apply-why" {  // not measured: the skip reasons, for a look
            let now = Date(timeIntervalSince1970: 1_700_000_000)
            var reasons: [String: Int] = [:]
            for push in pushes {
                let outcome = try store.apply(push, account: "bench 0", now: now)
                checksum &+= outcome.updates.count
                reasons[outcome.skipped.map { "\($0)" } ?? "shown", default: 0] += 1
            }
            for (reason, count) in reasons.sorted(by: { $0.value > $1.value }) { print("\(count)\t\(reason)") }
        } else {
            checksum &+= pushes.count
        }
    } catch {
        FileHandle.standardError.write(Data("store: \(error)\n".utf8))
        exit(1)
    }
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(statePath + suffix) }

default:
    FileHandle.standardError.write(Data("unknown op \(op)\n".utf8))
    exit(2)
}

print("op=\(op) lines=\(lines.count) checksum=\(checksum) \(op == "apply" ? "skipped" : "failures")=\(failures)")
