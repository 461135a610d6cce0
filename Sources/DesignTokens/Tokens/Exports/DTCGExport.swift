/// A DTCG 2025.10 document of the exported tokens, nested in their groups.
///
/// A group appears when it holds an exported token, with its own `$type`, `$description`,
/// `$deprecated` and `$extensions`; children follow in set order. Every token carries its
/// `$type` (so the document does not depend on group types), `$value` (DTCG form, or as written
/// when not resolving), `$description`, `$extensions` untouched (with, under
/// `com.swatchbook.members`, any members it had beside `$value` without `$`, which strict DTCG
/// forbids), and `$deprecated` when it differs from what its groups already say. A token of a
/// type DTCG 2025.10 lacks (text kept from an older dialect, such as an `asset`) is no token of
/// the document: its group's `$extensions` keeps it (see ``LegacyTextTokens``), so the document
/// stays strict.
enum DTCGExport {
    /// The pretty-printed document.
    static func render(_ tokens: [ResolvedToken], from set: TokenSet, options: TokenExportOptions) -> String {
        document(tokens, from: set, options: options).serialized(pretty: true) + "\n"
    }

    /// The document, as JSON.
    static func document(_ tokens: [ResolvedToken], from set: TokenSet, options: TokenExportOptions) -> JSON {
        let groups = Dictionary(set.groups.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return DocumentWriter(groups: groups, resolveAliases: options.resolveAliases)
            .group(at: TokenPath([]), holding: tokens, inheritedDeprecation: nil)
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
            let deprecation = info?.deprecation ?? inheritedDeprecation

            let depth = path.segments.count
            var names: [String] = []
            var below: [String: [ResolvedToken]] = [:]
            for token in tokens {
                let name = token.path.segments[depth]
                if below[name] == nil { names.append(name) }
                below[name, default: []].append(token)
            }
            var children: [(String, JSON)] = []
            var text: [(String, JSON)] = []
            for name in names {
                let inside = below[name] ?? []
                if inside.count == 1, inside[0].path.segments.count == depth + 1 {
                    let written = token(inside[0], inheritedDeprecation: deprecation)
                    if inside[0].type.isStandard { children.append((name, written)) } else { text.append((name, written)) }
                } else {
                    children.append((name, group(at: path.appending(name), holding: inside, inheritedDeprecation: deprecation)))
                }
            }
            if let extensions = LegacyTextTokens.extensions(info?.extensions, keeping: text) { members.append(("$extensions", extensions)) }
            return .object(JSONObject(members + children))
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
