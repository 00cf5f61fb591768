import Yams

/// Reads the entries of one YAML mapping strictly: every key must be one the schema allows, every
/// required key must be there, and values must have the expected shape. Problems go to the log
/// with the position of the offending node; reading goes on so that one run reports them all.
struct YAMLMappingReader {
    let file: YAMLFileReader
    let location: SourceLocation
    private var values: [String: Node] = [:]

    /// Reads `node` as a mapping of `what` (for messages, e.g. "notification"), reporting unknown keys.
    init?(_ node: Node, what: String, allowed: [String], file: YAMLFileReader, log: inout DiagnosticLog) {
        self.file = file
        self.location = file.location(of: node.mark)
        guard case let .mapping(mapping) = node else {
            log.error("expected a mapping for \(what), found \(Self.shape(of: node))", at: location)
            return nil
        }
        for (keyNode, value) in mapping {
            guard case let .scalar(scalar) = keyNode else {
                log.error("keys of \(what) must be plain names", at: file.location(of: keyNode.mark))
                continue
            }
            let key = scalar.string
            guard allowed.contains(key) else {
                let expected = allowed.map { "'\($0)'" }.joined(separator: ", ")
                log.error("unknown key '\(key)' in \(what); expected one of \(expected)", at: file.location(of: keyNode.mark))
                continue
            }
            values[key] = value
        }
    }

    /// Whether the key is present.
    func has(_ key: String) -> Bool { values[key] != nil }

    /// The raw node of a key.
    func node(_ key: String) -> Node? { values[key] }

    /// A scalar value as text; reports an error when it is missing and `required`, or not a scalar.
    func string(_ key: String, required: Bool = false, in what: String, log: inout DiagnosticLog) -> Located<String>? {
        guard let node = values[key] else {
            if required { log.error("\(what) is missing required key '\(key)'", at: location) }
            return nil
        }
        guard case let .scalar(scalar) = node else {
            log.error("'\(key)' must be a single value, found \(Self.shape(of: node))", at: file.location(of: node.mark))
            return nil
        }
        return Located(scalar.string, at: file.location(of: node.mark))
    }

    /// A `true` / `false` value; `defaultValue` when absent.
    func bool(_ key: String, default defaultValue: Bool, log: inout DiagnosticLog) -> Bool {
        guard let node = values[key] else { return defaultValue }
        guard case let .scalar(scalar) = node, scalar.string == "true" || scalar.string == "false" else {
            log.error("'\(key)' must be true or false", at: file.location(of: node.mark))
            return defaultValue
        }
        return scalar.string == "true"
    }

    /// An integer value.
    func int(_ key: String, required: Bool, in what: String, log: inout DiagnosticLog) -> Located<Int>? {
        guard let text = string(key, required: required, in: what, log: &log) else { return nil }
        guard let value = Int(text.value) else {
            log.error("'\(key)' must be an integer, found '\(text.value)'", at: text.location)
            return nil
        }
        return Located(value, at: text.location)
    }

    /// The items of a list value; an empty list when absent and not required.
    func list(_ key: String, required: Bool = false, in what: String, log: inout DiagnosticLog) -> [Node] {
        guard let node = values[key] else {
            if required { log.error("\(what) is missing required key '\(key)'", at: location) }
            return []
        }
        guard case let .sequence(sequence) = node else {
            log.error("'\(key)' must be a list, found \(Self.shape(of: node))", at: file.location(of: node.mark))
            return []
        }
        return Array(sequence)
    }

    /// A list of scalars, each with its location.
    func strings(_ key: String, in what: String, log: inout DiagnosticLog) -> [Located<String>] {
        list(key, in: what, log: &log).compactMap { item in
            guard case let .scalar(scalar) = item else {
                log.error("items of '\(key)' must be single values", at: file.location(of: item.mark))
                return nil
            }
            return Located(scalar.string, at: file.location(of: item.mark))
        }
    }

    static func shape(of node: Node) -> String {
        switch node {
        case .scalar: "a single value"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
