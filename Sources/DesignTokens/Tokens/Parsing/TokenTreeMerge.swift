/// Merges token documents the way the resolver and `$extends` combine them: groups merge member
/// by member, a token replaces the token at the same path whole, and later sources win.
public enum TokenTreeMerge {
    /// Merges `source` into `target`. A token meeting a group at the same path is reported;
    /// the later one wins.
    public static func merge(_ source: TokenGroup, into target: inout TokenGroup, sink: inout DiagnosticSink) {
        if let type = source.type { target.type = type }
        if let description = source.description { target.description = description }
        if let deprecation = source.deprecation { target.deprecation = deprecation }
        if let extensions = source.extensions { target.extensions = extensions }
        if let extends = source.extends { target.extends = extends }
        for (name, node) in source.children {
            guard let existing = target.child(named: name) else {
                target.setChild(node, named: name)
                continue
            }
            switch (existing, node) {
            case (.group, .group(let incoming)):
                target.updateChild(named: name) { current in
                    guard case .group(var group) = current else { return }
                    current = .token(TokenDefinition(value: .null, origin: group.origin))
                    merge(incoming, into: &group, sink: &sink)
                    current = .group(group)
                }
            case (.token, .token):
                target.setChild(node, named: name)
            case (.token(let token), .group(let group)):
                sink.bend(group.origin.diagnostic(.tokenGroupConflict,
                    "'\(name)' is a group here but a token in \(token.origin.file); the group replaces the token"))
                target.setChild(node, named: name)
            case (.group(let group), .token(let token)):
                sink.bend(token.origin.diagnostic(.tokenGroupConflict,
                    "'\(name)' is a token here but a group in \(group.origin.file); the token replaces the group"))
                target.setChild(node, named: name)
            }
        }
    }
}
