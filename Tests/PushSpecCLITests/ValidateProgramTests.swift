import Foundation
import Testing

/// `pushspec validate …` is `pushspec-gen validate …`, which `pushspec` runs in its place from its
/// own directory (issue 34): the same help, the same command line, a clear error without it.
struct ValidateProgramTests {
    @Test func topLevelHelpListsValidateWithTheProgramsSummary() throws {
        let top = try PushSpecProcess.run(["--help"])
        let real = try PushSpecProcess.run(["--help"], program: PushSpecProcess.genBinary)
        #expect(top.status == 0 && real.status == 0)
        let listed = try #require(real.lines.first { $0.hasPrefix("  validate ") })
        let summary = listed.dropFirst("  validate ".count).trimmingCharacters(in: .whitespaces)
        let flattened = NotificationsProgramTests.flattened(top.output).lowercased()
        #expect(flattened.contains("validate \(summary.lowercased())."), "\(top.output)")
    }

    @Test func helpIsTheProgramsOwn() throws {
        let real = try PushSpecProcess.run(["validate", "--help"], program: PushSpecProcess.genBinary)
        #expect(real.status == 0)
        #expect(real.output.hasPrefix("usage: pushspec-gen validate [--spec DIR ...] [--app-catalog]"), "\(real.output)")
        for arguments in [["validate", "--help"], ["help", "validate"], ["validate", "-h"]] {
            let forwarded = try PushSpecProcess.run(arguments)
            #expect(forwarded.status == 0)
            #expect(forwarded.output == real.output, "pushspec \(arguments)")
        }
    }

    /// An app's spec is a layer over PushSpec's: alone, its override has nothing to replace.
    @Test func validateLayersAnAppsSpecOverPushSpecsAsTheBuildPluginDoes() throws {
        let app = "Examples/Consumer/Sources/ConsumerDemo/Spec"
        let alone = try PushSpecProcess.run(["validate", "--spec", app], program: PushSpecProcess.genBinary)
        #expect(alone.status == 1)
        #expect(alone.errors.contains("MESSAGE_TEXT says 'override: true' but no earlier spec defines it"), "\(alone.errors)")
        let layered = try PushSpecProcess.run(
            ["validate", "--spec", "Spec", "--spec", app, "--app-catalog"], program: PushSpecProcess.genBinary)
        #expect(layered.status == 0, "\(layered.errors)")
        #expect(layered.output.hasPrefix("ok: telegram: "), "\(layered.output)")
    }

    @Test func usageErrorsExitTwo() throws {
        for program in [PushSpecProcess.binary, PushSpecProcess.genBinary] {
            for arguments in [["validate", "--spec"], ["validate", "--bogus"], ["validate", "Spec"]] {
                let result = try PushSpecProcess.run(arguments, program: program)
                #expect(result.status == 2, "\(program.lastPathComponent) \(arguments)")
                #expect(result.errors.contains("usage: pushspec-gen validate"), "\(result.errors)")
            }
        }
    }

    /// `pushspec` alone, without `pushspec-gen` beside it.
    @Test func withoutTheProgramValidateSaysWhatIsMissing() throws {
        let directory = try PushSpecProcess.pushspecAlone()
        defer { try? FileManager.default.removeItem(at: directory) }
        let alone = directory.appending(path: "pushspec")
        let result = try PushSpecProcess.run(["validate", "--spec", "Spec"], program: alone)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains("cannot run \(directory.appending(path: "pushspec-gen").path)"), "\(result.errors)")
        #expect(result.errors.contains("`pushspec validate` is `pushspec-gen validate`"), "\(result.errors)")
    }
}
