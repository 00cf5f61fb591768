/// BCP 47 tags as PushSpec matches them against its locales: without case, `_` as `-`, and from
/// the whole tag down to its language.
public enum LanguageTag {
    /// The tag, then the tag without its last subtag, down to its language, all lowercased with
    /// `-` between subtags: `pt_BR` → `pt-br`, `pt`. Empty for the empty tag.
    public static func fallbackChain(_ tag: String) -> [String] {
        var candidate = String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
        var chain: [String] = []
        while !candidate.isEmpty {
            chain.append(candidate)
            guard let dash = candidate.lastIndex(of: "-") else { break }
            candidate = String(candidate[..<dash])
        }
        return chain
    }
}
