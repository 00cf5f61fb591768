import Yams

/// Parses one spec file into a YAML node tree that keeps line and column of every node.
struct YAMLFileReader {
    let file: SpecFile

    /// The root node, or `nil` after reporting why there is none.
    ///
    /// The spec reads every scalar as text and parses what it expects itself (`true`, an integer),
    /// so YAML's implicit types are not resolved: with the `basic` resolver every untagged scalar is
    /// a string (the default one matches each plain scalar against six regular expressions, most
    /// of the time spent on a spec file), and duplicate keys are found by their text, as the
    /// readers look keys up.
    func root(log: inout DiagnosticLog) -> Node? {
        do {
            guard let node = try Yams.compose(yaml: file.text, .basic) else {
                log.error("empty spec file", at: SourceLocation(file: file.displayPath, line: 1, column: 1))
                return nil
            }
            return node
        } catch let error as YamlError {
            let (message, mark) = Self.describe(error)
            log.error(message, at: location(of: mark))
            return nil
        } catch {
            log.error("cannot parse YAML", at: SourceLocation(file: file.displayPath, line: 1, column: 1))
            return nil
        }
    }

    func location(of mark: Mark?) -> SourceLocation {
        SourceLocation(file: file.displayPath, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private static func describe(_ error: YamlError) -> (String, Mark?) {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return ("invalid YAML: \(problem)", mark)
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return ("duplicate key \(keys) in mapping", context.mark)
        case let .reader(problem, _, _, _):
            return ("invalid YAML: \(problem)", nil)
        default:
            return ("invalid YAML", nil)
        }
    }
}
