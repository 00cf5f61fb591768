import Benchmark

// PushSpec's benchmarks. Each reports wall-clock time, throughput and mallocs per operation; the
// per-payload ones run 1000 operations an iteration (`scalingFactor: .kilo`), so the figures the
// tool prints (marked `*`) are per payload or per push. Run through `Benchmarks/run.sh`, which
// makes the corpus and measures the peers (TDLib, Python) in the same run.
//
// | benchmark                          | one operation                                            |
// |------------------------------------|----------------------------------------------------------|
// | decode+render corpus               | PushDecoder().decode(bytes), title, body, text, 2 fields |
// | receiverID corpus                  | PushDecoder.receiverID(of: bytes)                        |
// | mtproto 0.4KB / mtproto 3.7KB      | decrypt + decode one encrypted push                      |
// | webpush aes128gcm decrypt (+decode)| RFC 8291 decrypt of one push (then decode)               |
// | zulip secretbox decrypt, +decode   | secretbox open of one push (then the whole decode)       |
// | pushspec-gen full spec             | SpecDirectory(contentsOf: Spec) + SpecCompiler().compile |
// | notifications apply corpus, …      | NotificationStore.apply of one decoded push (a transaction) |
// | notifications apply corpus, in-memory store | the same on a store in memory: no file I/O      |
// | notifications sqlite alone, …      | a GRDB transaction updating a row on each of 5 pages, or 1 |
// | notifications open 25x25 to …      | NotificationStore(path:) + activeNotifications() as JSON |
// | attachment decode, typical photo   | TelegramAttachment(tlBytes:) of a photo with 4 sizes      |
// | attachment thumbnail expand        | StrippedThumbnail(strippedBytes:).jpeg of its stripped size |
// | breakdown: …                       | parts of decode+render, to tell where the time goes      |
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    registerCorpusBenchmarks()
    registerMTProtoBenchmarks()
    registerWebPushBenchmarks()
    registerZulipBenchmarks()
    registerCompilerBenchmarks()
    registerNotificationBenchmarks()
    registerAttachmentBenchmarks()
}
