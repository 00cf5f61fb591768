import Benchmark
import Foundation
import PushSpecCompiler

/// pushspec-gen's work on the whole spec: read `Spec/`, parse the YAML, validate, emit Swift.
/// The spec is PushSpec's own (`../Spec` from this package), or `PUSHSPEC_SPEC` when set.
func registerCompilerBenchmarks() {
    Benchmark(
        "pushspec-gen full spec",
        configuration: .init(
            timeUnits: .milliseconds, warmupIterations: 1, scalingFactor: .one,
            maxDuration: .seconds(5), maxIterations: 100)
    ) { (benchmark: Benchmark, spec: URL) in
        for _ in benchmark.scaledIterations {
            do {
                let output = SpecCompiler().compile([try SpecDirectory(contentsOf: spec)])
                blackHole(output.files.count)
            } catch {
                blackHole(error)
            }
        }
    } setup: {
        let spec = specDirectory()
        let output = SpecCompiler().compile([try SpecDirectory(contentsOf: spec)])
        guard !output.hasErrors, !output.files.isEmpty else {
            throw BenchmarkSetupError("\(spec.path) does not compile: \(output.diagnostics.prefix(3))")
        }
        return spec
    }
}

/// `PUSHSPEC_SPEC`, else PushSpec's `Spec/` found from this file's place in the repository.
func specDirectory() -> URL {
    if let path = ProcessInfo.processInfo.environment["PUSHSPEC_SPEC"], !path.isEmpty {
        return URL(fileURLWithPath: path)
    }
    // <repo>/Benchmarks/Benchmarks/PushSpecBenchmarks/CompilerBenchmarks.swift
    return URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Spec")
}
