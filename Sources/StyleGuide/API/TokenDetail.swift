import DesignSystem

/// The JSON a token's or group's detail endpoint answers with.
enum TokenDetail {
    /// Everything known about one token in one permutation, and its value in the others.
    /// `paths` shows the file it was written in relative to the Config folder.
    static func json(_ token: ResolvedToken, in set: TokenSet, system: TokenSystem, permutation: Permutation,
                     paths: PublicPaths) -> JSON {
        var members: [(String, JSON)] = [
            ("id", .string(token.path.description)),
            ("type", .string(token.type.rawValue)),
            ("permutation", permutation.json),
            ("value", token.value.json),
            ("writtenValue", token.writtenValue),
            ("aliasChain", .array(token.aliasChain.prefix(AliasChain.displayedLinks).map { .string($0.description) })),
            ("aliasChainLength", .number(Double(token.aliasChain.count))),
            ("references", .array(token.references.map { site in
                ["path": .string(JSONPointer(tokens: site.path).description), "reference": .string(site.reference.description)]
            })),
            ("referencedBy", .array(set.tokensReferring(to: token.path).map { .string($0.description) })),
            ("deprecated", token.deprecation?.json ?? false),
        ]
        if let description = token.description { members.append(("description", .string(description))) }
        if let extensions = token.extensions { members.append(("extensions", extensions)) }
        if let extra = token.extraMembers { members.append(("extraMembers", .object(extra))) }
        members.append(("origin", origin(token.origin, paths)))
        // Sorted by each permutation's description, made once per permutation (not once per comparison).
        let others: [JSON] = system.permutations.map { (name: $0.key.description, permutation: $0.key, set: $0.value) }
            .sorted { $0.name < $1.name }.compactMap { other in
                other.set[token.path].map { ["permutation": other.permutation.json, "value": $0.value.json] }
            }
        members.append(("byPermutation", .array(others)))
        return .object(JSONObject(members))
    }

    /// A group: its properties, and the tokens and groups directly inside it.
    static func json(_ group: TokenGroupInfo, in set: TokenSet, paths: PublicPaths) -> JSON {
        let depth = group.path.segments.count + 1
        let tokens = set.tokens.filter { $0.path.parent == group.path || (group.path.segments.isEmpty && $0.path.segments.count == 1) }
        let groups = set.groups.filter { $0.path.segments.count == depth && group.path.contains($0.path) }
        var members: [(String, JSON)] = [("group", .string(group.path.description))]
        if let type = group.type { members.append(("type", .string(type.rawValue))) }
        if let description = group.description { members.append(("description", .string(description))) }
        if let deprecation = group.deprecation { members.append(("deprecated", deprecation.json)) }
        if let extensions = group.extensions { members.append(("extensions", extensions)) }
        members.append(("tokens", .array(tokens.map { .string($0.path.description) })))
        members.append(("groups", .array(groups.map { .string($0.path.description) })))
        members.append(("origin", origin(group.origin, paths)))
        return .object(JSONObject(members))
    }

    private static func origin(_ origin: TokenOrigin, _ paths: PublicPaths) -> JSON {
        ["file": .string(paths(origin.file)), "path": .string(origin.pointer.description), "line": origin.line.map { .number(Double($0)) } ?? .null]
    }
}
