import BenchSupport
import Benchmark
import PushSpec
import PushSpecCatalog
import PushSpecCore

/// The corpus named by `PUSHSPEC_CORPUS`, loaded on first use (in the setup of the first
/// benchmark that needs it, never while measuring).
let sharedCorpus = Corpus.fromEnvironment()

/// Decode, typed fields and rendering over the corpus, one payload per operation; batches of
/// 1000 consecutive payloads walk the whole corpus in turn.
func registerCorpusBenchmarks() {
    // The figure: what an app does with a plain push.
    Benchmark("decode+render corpus") { (benchmark: Benchmark, corpus: Corpus) in
        let decoder = PushDecoder()
        corpus.nextBatch(benchmark.scaledIterations.count) { bytes in
            decodeAndRender(bytes, decoder: decoder)
        }
    } setup: {
        let corpus = sharedCorpus
        try checkCorpusDecodes(corpus)
        return corpus
    }

    // The same through the view: nothing built that is not read, texts rendered into a buffer
    // kept from push to push.
    Benchmark("decode+render corpus, view") { (benchmark: Benchmark, corpus: Corpus) in
        let decoder = PushDecoder()
        var texts = NotificationTextBuffer()
        corpus.nextBatch(benchmark.scaledIterations.count) { bytes in
            viewAndRender(bytes, decoder: decoder, texts: &texts)
        }
    } setup: {
        let corpus = sharedCorpus
        try checkCorpusDecodes(corpus)
        return corpus
    }

    // The same two in Russian: a translation's templates, with Russian plural forms. The issue's
    // bound is 1.2 times the English figure.
    Benchmark("decode+render corpus, ru") { (benchmark: Benchmark, corpus: Corpus) in
        let decoder = PushDecoder()
        let russian = TelegramLocale("ru")
        corpus.nextBatch(benchmark.scaledIterations.count) { bytes in
            decodeAndRender(bytes, decoder: decoder, locale: russian)
        }
    } setup: {
        let corpus = sharedCorpus
        try checkCorpusDecodes(corpus)
        return corpus
    }

    Benchmark("decode+render corpus, view, ru") { (benchmark: Benchmark, corpus: Corpus) in
        let decoder = PushDecoder()
        let russian = TelegramLocale("ru")
        var texts = NotificationTextBuffer()
        corpus.nextBatch(benchmark.scaledIterations.count) { bytes in
            viewAndRender(bytes, decoder: decoder, texts: &texts, locale: russian)
        }
    } setup: {
        let corpus = sharedCorpus
        try checkCorpusDecodes(corpus)
        return corpus
    }

    // TDLib's getPushReceiverId, the peer it is measured against.
    Benchmark("receiverID corpus") { (benchmark: Benchmark, corpus: Corpus) in
        corpus.nextBatch(benchmark.scaledIterations.count) { bytes in
            do {
                blackHole(try PushDecoder.receiverID(of: bytes))
            } catch {
                blackHole(error)
            }
        }
    } setup: {
        sharedCorpus
    }

    // Breakdown of decode+render: the parts alone, so a regression can be placed.
    Benchmark("breakdown: JSON parse corpus") { (benchmark: Benchmark, corpus: Corpus) in
        let limits = JSONLimits(maxBytes: PushDecoder.maxPayloadSize, maxDepth: PushDecoder.maxDepth)
        corpus.nextBatch(benchmark.scaledIterations.count) { bytes in
            do {
                blackHole(try JSONValue(parsing: bytes, limits: limits))
            } catch {
                blackHole(error)
            }
        }
    } setup: {
        sharedCorpus
    }

    Benchmark("breakdown: decode corpus (no render)") { (benchmark: Benchmark, corpus: Corpus) in
        let decoder = PushDecoder()
        corpus.nextBatch(benchmark.scaledIterations.count) { bytes in
            do {
                blackHole(try decoder.decode(bytes))
            } catch {
                blackHole(error)
            }
        }
    } setup: {
        sharedCorpus
    }
}

/// One payload as an app shows it: decode, then title, body, text and two typed custom fields.
@inline(__always)
func decodeAndRender(_ bytes: [UInt8], decoder: PushDecoder, locale: TelegramLocale? = nil) {
    do {
        let decoded = try decoder.decode(bytes)
        guard case let .telegram(push) = decoded else {
            blackHole(decoded)  // the corpus is Telegram only; setup checks it
            return
        }
        blackHole(locale.map { push.rendered(locale: $0) } ?? push.rendered)  // title, body and text
        blackHole(push.fields.messageID)
        blackHole(push.fields.peer)
    } catch {
        blackHole(error)
    }
}

func viewAndRender(
    _ bytes: [UInt8], decoder: PushDecoder, texts: inout NotificationTextBuffer, locale: TelegramLocale? = nil
) {
    do {
        let view = try decoder.telegramView(of: bytes)
        // title, body and text
        blackHole(try locale.map { try view.render(into: &texts, locale: $0) } ?? view.render(into: &texts))
        texts.withUTF8(of: .body) { blackHole($0.count) }
        blackHole(view.fields.messageID)
        blackHole(view.fields.peer)
    } catch {
        blackHole(error)
    }
}

/// The corpus is plain, well-formed Telegram pushes of the doc's types: each must decode as one,
/// with a text to render (a failing decode would measure the error path instead, an unknown
/// type no rendering), and its view must render and read as the typed push does. Runs in setup,
/// not measured.
func checkCorpusDecodes(_ corpus: Corpus) throws {
    let decoder = PushDecoder()
    var texts = NotificationTextBuffer()
    var failures = 0
    var firstFailure = ""
    for payload in corpus.payloads {
        do {
            guard case let .telegram(push) = try decoder.decode(payload) else {
                throw BenchmarkSetupError("not decoded as a Telegram push")
            }
            guard let rendered = push.rendered else { throw BenchmarkSetupError("no text to render") }
            // The view reads the same: the rendering and the fields the benchmarks read.
            let view = try decoder.telegramView(of: payload)
            guard try view.render(into: &texts), texts.title == rendered.title, texts.body == rendered.body,
                texts.text == rendered.text, view.fields.messageID == push.fields.messageID,
                view.fields.peer == push.fields.peer
            else { throw BenchmarkSetupError("the view reads otherwise than the typed push") }
        } catch {
            if failures == 0 { firstFailure = "\(error): \(String(decoding: payload, as: UTF8.self))" }
            failures += 1
        }
    }
    guard failures == 0 else {
        throw BenchmarkSetupError("\(failures) of \(corpus.payloads.count) corpus payloads fail to decode; first: \(firstFailure)")
    }
}

struct BenchmarkSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
