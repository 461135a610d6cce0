/// The two contexts of a light/dark modifier as Android resources (`theme=*`), in one JSON
/// object naming the files to write under `res/`:
///
/// ```json
/// {"modifier": "theme", "contexts": {"values": "light", "values-night": "dark"},
///  "files": {"values/tokens.xml": "<?xml …", "values-night/tokens.xml": "<?xml …"}}
/// ```
///
/// `values/` holds the default context in full; `values-night/` (or `values-notnight/` when the
/// default is dark) only the resources whose value the other context changes: Android takes the
/// rest from `values/`. A token only the other context has (or whose resource type it changes)
/// is left out of it and named in a comment, since a resource `values/` lacks cannot be read in
/// the default mode. Names and `sp` text sizes are decided over both contexts, so a
/// resource has one name and one unit in both files. A modifier that is not exactly a light/dark
/// pair has no resource qualifier to select its contexts by: it is a
/// ``TokenExportError/Code/contextsNotSupported``.
enum AndroidContextsExport {
    /// The JSON object.
    static func render(_ variants: ContextVariants, options: TokenExportOptions) throws(TokenExportError) -> String {
        let modifier = variants.modifier
        guard let other = variants.systemAlternative, variants.variants.count == 2 else {
            throw TokenExportError(.contextsNotSupported, unsupported(variants))
        }
        let folders = ["values", other.isDark ? "values-night" : "values-notnight"]
        let roles = self.roles(of: variants)
        // Each path is named once, by the first of its tokens that has a resource form.
        let named = variants.allTokens.compactMap { token in
            variants.variants.lazy.compactMap { $0.set[token.path] }
                .first { AndroidExport.element(of: $0.value, role: roles.role(of: $0.path)) != nil }
        }
        let names = try AndroidExport.names(of: named, roles: roles, options: options)
        let context = variants.variants[other.index].context
        let (changes, unmatched) = overrides(variants, at: other.index)
        let notes = unmatched.isEmpty ? [] : ["Left out, as \(folders[0])/ has no resource of that name and type for them: "
                                              + ExportText.idList(unmatched)]
        let header = options.header.map { $0 + " — " } ?? ""
        let files: [(String, String)] = [
            (folders[0] + "/tokens.xml",
             AndroidExport.document(variants.baseTokens, names: names, roles: roles,
                                    header: header + "\(folders[0])/: \(modifier)=\(variants.base.context)")),
            (folders[1] + "/tokens.xml",
             AndroidExport.document(changes, names: names, roles: roles,
                                    header: header + "\(folders[1])/: what \(modifier)=\(context) changes", notes: notes)),
        ]
        let json: JSON = .object(JSONObject([
            ("modifier", .string(modifier)),
            ("contexts", .object(JSONObject([(folders[0], .string(variants.base.context)), (folders[1], .string(context))]))),
            ("files", .object(JSONObject(files.map { ($0.0, JSON.string($0.1)) }))),
        ]))
        return json.serialized(pretty: true) + "\n"
    }

    /// The roles of the dimension tokens over every context, so a resource has one unit in both
    /// files (text sizes in `sp`, letter spacings in `em`).
    static func roles(of variants: ContextVariants) -> AndroidDimensionRoles {
        var roles = AndroidDimensionRoles()
        for index in variants.variants.indices { roles.formUnion(AndroidDimensionRoles(variants.tokens(at: index))) }
        return roles
    }

    /// What the qualified folder of `variants.variants[index]` declares (`changes`), and what it
    /// leaves out (`unmatched`): a resource only that folder would declare has no value in the
    /// other mode (Android throws on reading it there), so such tokens are named in a comment instead.
    static func overrides(_ variants: ContextVariants, at index: Int) -> (changes: [ResolvedToken], unmatched: [ResolvedToken]) {
        let roles = roles(of: variants)
        let element = { (token: ResolvedToken) in AndroidExport.element(of: token.value, role: roles.role(of: token.path)) }
        var changes: [ResolvedToken] = [], unmatched: [ResolvedToken] = []
        for token in variants.differences(at: index) {
            let ownElement = element(token)
            if ownElement == nil || variants.base.set[token.path].flatMap(element) == ownElement {
                changes.append(token)
            } else {
                unmatched.append(token)
            }
        }
        return (changes, unmatched)
    }

    /// Why `variants` cannot be written as Android resources, and what to ask for instead.
    private static func unsupported(_ variants: ContextVariants) -> String {
        let modifier = variants.modifier
        let contexts = variants.variants.map(\.context)
        let oneAtATime = "ask for one context at a time (\(modifier)=\(contexts.last ?? "…"))"
        guard let scheme = variants.colorScheme else {
            return "Android selects resources by qualifiers such as night mode, and none selects the contexts of '\(modifier)' "
                + "(\(contexts.joined(separator: ", "))): \(oneAtATime); every context in one answer needs a light/dark pair "
                + "(values/ and values-night/)"
        }
        let others = contexts.filter { $0 != scheme.light && $0 != scheme.dark }
        return "Android resources hold a light/dark pair (values/ and values-night/), and no qualifier selects the other "
            + "contexts of '\(modifier)' (\(others.joined(separator: ", "))): ask for them one at a time (\(modifier)=\(others.first ?? "…"))"
    }
}
