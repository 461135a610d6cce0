/// The token path of each Figma variable: its name's groups, split at `/` and trimmed
/// (`color/brand/500` → `color.brand.500`), in one namespace for every collection, as Figma's own
/// code syntax and most token tools name them.
///
/// A variable whose name is also a group of others (`color` beside `color/red`) becomes the group's
/// `$root` token (`color.$root`). Two variables that come to one path are an error naming both,
/// as is a name with an empty group, a group starting with `$` or holding `{`, `}` or `.`, a
/// group longer than `nameBytes` or more groups than `nestingDepth` allows. Linear in the bytes of
/// the names: the groups are walked once through a trie.
enum FigmaTokenPaths {
    /// A node of the trie: its parent's number and its own name.
    private struct Key: Hashable {
        let parent: Int
        let name: String
    }

    /// The path of each variable, nil for one whose name was refused (reported through `reader`).
    static func paths(of variables: FigmaVariables, limits: TokenLimits, reader: inout FigmaReader) -> [TokenPath?] {
        var nodes: [Key: Int] = [:], hasChildren: [Bool] = [false], owner: [Int: Int] = [:]
        var segments: [[String]?] = [], endNode: [Int] = []
        for (index, variable) in variables.variables.enumerated() {
            let at = TokenOrigin(file: reader.file, pointer: variable.origin.pointer.appending("name"), line: variable.origin.line)
            guard let parts = split(variable.name, limits: limits, at: at, reader: &reader) else {
                segments.append(nil)
                endNode.append(0)
                continue
            }
            var node = 0
            for part in parts {
                let key = Key(parent: node, name: part)
                if let existing = nodes[key] { node = existing; continue }
                hasChildren[node] = true
                nodes[key] = hasChildren.count
                node = hasChildren.count
                hasChildren.append(false)
            }
            if let first = owner.updateValue(index, forKey: node) {
                let other = variables.variables[first]
                reader.fail(.invalidName, "'\(variable.name)'\(described(variable, in: variables)) and '\(other.name)'"
                    + "\(described(other, in: variables)) both become the token \(parts.joined(separator: ".")); rename one in Figma "
                    + "(every collection's variables are read into one set of token names, as Figma's code syntax names them)", at: at)
                segments.append(nil)
            } else {
                segments.append(parts)
            }
            endNode.append(node)
        }
        return segments.indices.map { index in
            segments[index].map { TokenPath(hasChildren[endNode[index]] ? $0 + [TokenName.root] : $0) }
        }
    }

    /// ` (VariableID:1:2, collection 'Theme')`.
    private static func described(_ variable: FigmaVariables.Variable, in variables: FigmaVariables) -> String {
        " (\(variable.id), collection '\(variables.collections[variable.collection].name)')"
    }

    /// The groups of `name`, trimmed; nil (reported at `at`) when one cannot name a token or group.
    private static func split(_ name: String, limits: TokenLimits, at: TokenOrigin, reader: inout FigmaReader) -> [String]? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map { part in
            let start = part.firstIndex { !$0.isWhitespace } ?? part.endIndex
            let end = part.lastIndex { !$0.isWhitespace }.map(part.index(after:)) ?? start
            return String(part[start..<max(start, end)])
        }
        if parts.count >= limits.nestingDepth {
            reader.refuse(limits.exceeded(.nestingDepth, "the name '\(name.prefix(80))…' has \(TokenLimits.grouped(parts.count)) groups",
                                          file: at.file, path: at.pointer, line: at.line))
            return nil
        }
        for part in parts {
            if part.utf8.count > limits.nameBytes {
                reader.refuse(limits.exceeded(.nameBytes, "the group '\(part.prefix(40))…' of this name is "
                    + "\(TokenLimits.grouped(part.utf8.count)) bytes long", file: at.file, path: at.pointer, line: at.line))
                return nil
            }
            if let problem = TokenName.problem(in: part) {
                let shown = part.isEmpty ? "has an empty group (two '/' in a row, or one at an end)" : "has the group '\(part)': \(problem)"
                reader.fail(.invalidName, "the variable name '\(name.prefix(200))' \(shown), so it cannot name a token", at: at)
                return nil
            }
        }
        return parts
    }
}
