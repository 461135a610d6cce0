import DesignSystem

/// The token groups the guide shows: the top-level groups in document order, and the groups
/// inside one, each with its tokens.
struct TokenGroupOutline {
    /// One group and every token below it.
    struct Group {
        /// The group's path.
        let path: TokenPath
        /// Every token below it, in document order.
        let tokens: [ResolvedToken]
        /// `$description`, when the group has one.
        let description: String?

        /// The token types it holds, most common first.
        var types: [TokenType] {
            var counts: [TokenType: Int] = [:]
            var order: [TokenType] = []
            for token in tokens {
                if counts[token.type] == nil { order.append(token.type) }
                counts[token.type, default: 0] += 1
            }
            return order.sorted { counts[$0]! > counts[$1]! }
        }
    }

    let set: TokenSet

    /// Every top-level group, in document order (a top-level token counts as its own group).
    var topLevel: [Group] { children(of: TokenPath([])).groups }

    /// Every group path of the set that holds tokens (the root excluded), for suggestions.
    var allGroupPaths: [TokenPath] {
        var seen = Set<TokenPath>()
        var paths: [TokenPath] = []
        for token in set.tokens {
            var parent = token.path.parent
            while let path = parent {
                if seen.insert(path).inserted { paths.append(path) }
                parent = path.parent
            }
        }
        return paths
    }

    /// The group at `path` with its tokens (or the token at `path` alone), or nil when there is none.
    func group(at path: TokenPath) -> Group? {
        let tokens = set.tokens.filter { path.contains($0.path) }
        guard !tokens.isEmpty else { return nil }
        return Group(path: path, tokens: tokens, description: set.group(at: path)?.description)
    }

    /// The tokens directly in `path`, and its child groups (each with every token below it), in document order.
    func children(of path: TokenPath) -> (direct: [ResolvedToken], groups: [Group]) {
        let depth = path.segments.count
        var direct: [ResolvedToken] = []
        var order: [TokenPath] = []
        var members: [TokenPath: [ResolvedToken]] = [:]
        for token in set.tokens where token.path.segments.count > depth && path.contains(token.path) {
            if token.path.segments.count == depth + 1 {
                if depth == 0 { order.append(token.path); members[token.path] = [token] } else { direct.append(token) }
                continue
            }
            let child = TokenPath(Array(token.path.segments.prefix(depth + 1)))
            if members[child] == nil { order.append(child) }
            members[child, default: []].append(token)
        }
        let groups = order.map { Group(path: $0, tokens: members[$0]!, description: set.group(at: $0)?.description) }
        return (direct, groups)
    }
}
