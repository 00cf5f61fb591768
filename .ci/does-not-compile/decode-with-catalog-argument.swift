// Must not compile (.ci/run checks the error): before 0.30.0 a decoder took its catalog with each
// call, and leaving it out silently decoded with PushSpec's. The catalog is the decoder's type now,
// and the old call's error says what to write.
import PushSpec

func decodeTheOldWay(_ bytes: [UInt8]) throws -> DecodedPush {
    try PushDecoder().decode(bytes, catalog: TelegramNotification.self)
}
