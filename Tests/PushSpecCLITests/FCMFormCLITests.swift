import Foundation
import PushSpecCore
import Testing

/// The CLI reads captured FCM messages (an Android app's `RemoteMessage.getData()`, logged as a
/// JSON map of strings) as it reads their JSON form.
@Suite struct FCMFormCLITests {
    @Test func theFCMExamplesRenderAsTheirJSONForms() throws {
        let fcm = try PushSpecProcess.run([
            "render", "--json", "--keyring", "Examples/payloads/keyring.json", "Examples/payloads/telegram-fcm.ndjson",
        ])
        #expect(fcm.status == 0, "\(fcm.errors)")
        // The JSON forms: the same pushes of telegram.ndjson and telegram-encrypted.ndjson
        // (make-fcm-examples.py leaves out APNs and Huawei's data text), their `data` unwrapped.
        var jsonForms: [String] = []
        for file in ["telegram.ndjson", "telegram-encrypted.ndjson"] {
            let text = try String(contentsOfFile: "Examples/payloads/\(file)", encoding: .utf8)
            for line in text.split(separator: "\n") {
                let push = try JSONValue(parsing: String(line))
                guard push["aps"] == nil, push["data"]?.kind != .string else { continue }
                jsonForms.append((push["data"] ?? push).rawJSON)
            }
        }
        let input = FileManager.default.temporaryDirectory.appending(path: "fcm-json-forms-\(UUID().uuidString).ndjson")
        try (jsonForms.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }
        let json = try PushSpecProcess.run(["render", "--json", "--keyring", "Examples/payloads/keyring.json", input.path])
        #expect(json.status == 0, "\(json.errors)")
        #expect(fcm.lines.count == 14)
        #expect(json.lines.count == fcm.lines.count)
        for (index, (fromMap, fromJSON)) in zip(fcm.lines, json.lines).enumerated() {
            #expect(fromMap == fromJSON, "telegram-fcm.ndjson line \(index + 1)")
        }
    }
}
