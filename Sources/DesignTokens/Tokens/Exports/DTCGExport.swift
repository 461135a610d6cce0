/// A DTCG 2025.10 document of the exported tokens, nested in their groups.
///
/// A group appears when it holds an exported token, with its own `$type`, `$description`,
/// `$deprecated` and `$extensions`; children follow in set order. Every token carries its
/// `$type` (so the document does not depend on group types), `$value` (DTCG form, or as written
/// when not resolving), `$description`, `$extensions` untouched (with, under
/// `com.swatchbook.members`, any members it had beside `$value` without `$`, which strict DTCG
/// forbids), and `$deprecated` when it differs from what its groups already say.
enum DTCGExport {
    /// The pretty-printed document.
    static func render(_ tokens: [ResolvedToken], from set: TokenSet, options: TokenExportOptions) -> String {
        let groups = Dictionary(set.groups.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let document = DocumentWriter(groups: groups, resolveAliases: options.resolveAliases)
            .group(at: TokenPath([]), holding: tokens, inheritedDeprecation: nil)
        return document.serialized(pretty: true) + "\n"
    }

    private struct DocumentWriter {
        let groups: [TokenPath: TokenGroupInfo]
        let resolveAliases: Bool

        /// The object for the group at `path`, holding `tokens` (all below `path`, in set order).
        func group(at path: TokenPath, holding tokens: [ResolvedToken], inheritedDeprecation: Deprecation?) -> JSON {
            var members: [(String, JSON)] = []
            let info = groups[path]
            if let type = info?.type { members.append(("$type", .string(type.rawValue))) }
            if let description = info?.description { members.append(("$description", .string(description))) }
            if let deprecation = info?.deprecation { members.append(("$deprecated", deprecation.json)) }
            if let extensions = info?.extensions { members.append(("$extensions", extensions)) }
            let deprecation = info?.deprecation ?? inheritedDeprecation

            let depth = path.segments.count
            var names: [String] = []
            var children: [String: [ResolvedToken]] = [:]
            for token in tokens {
                let name = token.path.segments[depth]
                if children[name] == nil { names.append(name) }
                children[name, default: []].append(token)
            }
            for name in names {
                let below = children[name] ?? []
                if below.count == 1, below[0].path.segments.count == depth + 1 {
                    members.append((name, token(below[0], inheritedDeprecation: deprecation)))
                } else {
                    members.append((name, group(at: path.appending(name), holding: below, inheritedDeprecation: deprecation)))
                }
            }
            return .object(JSONObject(members))
        }

        private func token(_ token: ResolvedToken, inheritedDeprecation: Deprecation?) -> JSON {
            var members: [(String, JSON)] = [
                ("$type", .string(token.type.rawValue)),
                ("$value", resolveAliases ? token.value.json : token.writtenValue),
            ]
            if let description = token.description { members.append(("$description", .string(description))) }
            if let deprecation = token.deprecation, deprecation != inheritedDeprecation {
                members.append(("$deprecated", deprecation.json))
            }
            if let extensions = Self.extensions(of: token) { members.append(("$extensions", extensions)) }
            return .object(JSONObject(members))
        }

        /// `$extensions` as written, with members written beside `$value` without `$` (which strict
        /// DTCG forbids) moved under ``DTCGExport/membersExtension``.
        private static func extensions(of token: ResolvedToken) -> JSON? {
            guard let extra = token.extraMembers else { return token.extensions }
            var extensions = token.extensions?.objectValue ?? JSONObject()
            extensions.setValue(.object(extra), forKey: DTCGExport.membersExtension)
            return .object(extensions)
        }
    }

    /// The `$extensions` key the members a token had beside `$value` are written under.
    static let membersExtension = "com.swatchbook.members"
}
