/// Where a reference leads in a composed token tree.
enum ReferenceTarget {
    /// A whole token (by index into the flat list), or a part of its value below `$value`.
    case token(Int, valuePath: [String])
    /// Nothing usable; the message says why.
    case invalid(Diagnostic.Rule, String)
}

/// Finds what references point to: curly-brace aliases by path, JSON Pointers by walking the tree.
struct ReferenceTargets {
    let root: TokenGroup
    let positions: [TokenPath: Int]

    /// The target of `reference`.
    func target(of reference: TokenReference) -> ReferenceTarget {
        switch reference {
        case .alias(let path): return target(ofAlias: path)
        case .pointer(let pointer): return target(ofPointer: pointer)
        }
    }

    private func target(ofAlias path: TokenPath) -> ReferenceTarget {
        if let index = positions[path] { return .token(index, valuePath: []) }
        switch node(at: path.segments[...]) {
        case .group?:
            return .invalid(.referenceToGroup, "\(TokenReference.alias(path)) names a group, not a token"
                + " (a group's own value is written {\(path).$root})")
        default:
            return .invalid(.unresolvedReference, "\(TokenReference.alias(path)) does not exist\(suggestion(for: path))")
        }
    }

    private func target(ofPointer pointer: JSONPointer) -> ReferenceTarget {
        var current = TokenNode.group(root)
        var path: [String] = []
        for (offset, token) in pointer.tokens.enumerated() {
            guard case .group(let group) = current else { break }
            guard let child = group.child(named: token) else {
                return .invalid(.unresolvedReference, "#\(pointer) leads nowhere: '\(token)' does not exist in '\(TokenPath(path))'")
            }
            path.append(token)
            current = child
            guard case .token = child else { continue }
            let rest = Array(pointer.tokens[(offset + 1)...])
            guard let index = positions[TokenPath(path)] else { break }
            if rest.isEmpty { return .token(index, valuePath: []) }
            if rest[0] == "$value" { return .token(index, valuePath: Array(rest.dropFirst())) }
            return .invalid(.invalidReference, "#\(pointer) points into '\(rest[0])' of a token; only its $value can be referenced")
        }
        return .invalid(.referenceToGroup, "#\(pointer) points to a group, not to a token or a value")
    }

    /// Why a JSON Pointer that leads to a whole token breaks the rule that a `$ref` points at a
    /// value (`#/color/red/$value`), not at the token object (`#/color/red`); nil for any other reference.
    /// Read tolerantly, it stands for the token's value.
    static func objectPointerProblem(_ reference: TokenReference, _ target: ReferenceTarget) -> String? {
        guard case .pointer(let pointer) = reference, case .token(_, let valuePath) = target, valuePath.isEmpty,
              pointer.tokens.last != "$value" else { return nil }
        return "#\(pointer) points at a token object, not at a value; a $ref must point at a value: write #\(pointer)/$value"
    }

    private func node(at segments: ArraySlice<String>) -> TokenNode? {
        var current = TokenNode.group(root)
        for segment in segments {
            guard case .group(let group) = current, let child = group.child(named: segment) else { return nil }
            current = child
        }
        return current
    }

    /// " (did you mean {…}?)": the path with its first unknown segment replaced by the closest
    /// existing name there, when that leads to a token.
    private func suggestion(for path: TokenPath) -> String {
        var current = root
        for (index, segment) in path.segments.enumerated() {
            if let child = current.child(named: segment) {
                guard case .group(let group) = child else { return "" }
                current = group
                continue
            }
            guard let closest = Suggestion.closest(to: segment, among: current.children.map(\.name)) else { return "" }
            var corrected = path.segments
            corrected[index] = closest
            let candidate = TokenPath(corrected)
            return positions[candidate] != nil ? " (did you mean \(TokenReference.alias(candidate))?)" : siblingSuggestion(for: path)
        }
        return ""
    }

    /// " (did you mean {…}?)" for a near miss among the tokens next to where the path points.
    private func siblingSuggestion(for path: TokenPath) -> String {
        let parent = path.segments.dropLast()
        guard case .group(let group)? = node(at: parent) else { return "" }
        let names = group.children.compactMap { name, node -> String? in if case .token = node { name } else { nil } }
        let prefix = parent.isEmpty ? "" : parent.joined(separator: ".") + "."
        return Suggestion.closest(to: path.name, among: names).map { " (did you mean {\(prefix)\($0)}?)" } ?? ""
    }
}
