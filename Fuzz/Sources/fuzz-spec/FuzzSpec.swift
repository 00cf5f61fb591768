import Foundation
import FuzzSupport
import PushSpecCompiler

// The spec compiler on YAML: SpecCompiler().compile (YAML → raw spec → validated model → Swift)
// on a spec built in memory from the input.
//
// The first byte picks a mode (its value modulo 2):
//   0  the rest is the one YAML file of a provider `t`;
//   1  the rest is an overlay file for the provider `demo`, compiled over the reference spec
//      of the compiler's tests (Tests/PushSpecCompilerTests/Fixtures/ReferenceSpec), as the
//      build plugin layers an app's spec over PushSpec's (new keys, `override: true`).
// Text that is not UTF-8 is skipped, as the spec loader refuses it.



let referenceSpec: SpecDirectory = {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../Tests/PushSpecCompilerTests/Fixtures/ReferenceSpec/Spec")
    do {
        return try SpecDirectory(contentsOf: url)
    } catch {
        fatalError("harness: cannot read the reference spec at \(url.path): \(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzDriver.run(data, size) { buffer in
        var input = FuzzInput(buffer)
        let mode = input.byte() % 2
        guard let text = String(validating: input.rest(), as: UTF8.self) else { return }
        let output: SpecCompiler.Output
        if mode == 0 {
            let file = SpecFile(displayPath: "f.yaml", text: text)
            output = SpecCompiler().compile([SpecDirectory(providers: [.init(name: "t", files: [file])])])
        } else {
            let file = SpecFile(displayPath: "overlay/demo/f.yaml", text: text)
            output = SpecCompiler().compile([referenceSpec, SpecDirectory(providers: [.init(name: "demo", files: [file])])])
        }
        Render.check(!output.hasErrors || output.files.isEmpty, "a spec with errors generated files")
        var hasher = Hasher()
        for diagnostic in output.diagnostics {
            hasher.combine(diagnostic.description)
        }
        for file in output.files {
            hasher.combine(file.path)
            hasher.combine(file.contents)
        }
        blackHole(hasher.finalize())
    }
}

@main
enum Main {
    static func main() {
        blackHole(referenceSpec)
        FuzzDriver.main(fuzz)
    }
}
