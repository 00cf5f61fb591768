import Foundation
import PushSpecCore
import Testing

/// A thread parses each document into its last block when nothing holds that block any more
/// (`JSONStorageCache`): a document still held, here or on another thread, must never be
/// parsed into, and a reused block must read as a new one.
@Suite struct JSONStorageReuseTests {
    @Test func aDocumentStillHeldIsNeverParsedInto() throws {
        let held = try JSONValue(parsing: #"{"loc_key":"MESSAGE_TEXT","loc_args":["Ann","held"]}"#)
        for index in 0..<200 {
            let other = try JSONValue(parsing: #"{"loc_key":"CHAT_LEFT","loc_args":["Bo","\#(index)"],"n":\#(index)}"#)
            #expect(other["n"]?.int64Value == Int64(index))
        }
        #expect(held["loc_args"]?[1]?.stringValue == "held")
        #expect(held.rawJSON == #"{"loc_key":"MESSAGE_TEXT","loc_args":["Ann","held"]}"#)
    }

    @Test func aReusedBlockReadsAsANewOne() throws {
        // A long document, dropped; then shorter ones, with fewer entries and bytes, in its block.
        let long = "{" + (0..<60).map { #""k\#($0)":[\#($0),"v\#($0)"]"# }.joined(separator: ",") + "}"
        #expect(try JSONValue(parsing: long).count == 60)
        let short = try JSONValue(parsing: #"{"a":[1,2]}"#)
        #expect(short.count == 1 && short["a"]?.count == 2 && short["k0"] == nil)
        #expect(short.rawJSON == #"{"a":[1,2]}"#)
        // One that fails to parse leaves nothing behind either.
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: #"{"a":[1,2"#) }
        #expect(try JSONValue(parsing: "[true]")[0]?.boolValue == true)
    }

    @Test func aDocumentHeldOnAnotherThreadIsNeverParsedInto() async throws {
        let sent = try JSONValue(parsing: #"{"text":"sent to another thread"}"#)
        let reader = Task.detached { () -> String? in
            try? await Task.sleep(for: .milliseconds(50))
            return sent["text"]?.stringValue
        }
        for index in 0..<500 {
            _ = try JSONValue(parsing: #"{"text":"overwrite \#(index)"}"#)
        }
        #expect(await reader.value == "sent to another thread")
    }

    @Test func aDocumentParsedOnAThreadThatEndedStaysReadable() throws {
        // The thread keeps its last block in its slot; when the thread ends, the slot lets go of
        // its reference, and the document that still holds the block keeps it.
        let box = ParsedOnThread()
        let thread = Thread {
            box.value = try? JSONValue(parsing: #"{"text":"parsed on a thread that ended","n":[1,2,3]}"#)
            box.done.signal()
        }
        thread.start()
        box.done.wait()
        while !thread.isFinished { usleep(1000) }
        for index in 0..<100 {
            _ = try JSONValue(parsing: #"{"text":"overwrite \#(index)","n":[4]}"#)
        }
        #expect(box.value?["text"]?.stringValue == "parsed on a thread that ended")
        #expect(box.value?["n"]?[2]?.int64Value == 3)
    }
}

/// A value a thread hands back, with the signal that it did.
private final class ParsedOnThread: @unchecked Sendable {
    var value: JSONValue?
    let done = DispatchSemaphore(value: 0)
}
