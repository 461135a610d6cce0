/// The request body of Figma's `POST /v1/files/:file_key/variables`, which creates the tokens as
/// Figma variables: one collection (named ``TokenExportOptions/typeName``), one mode per context,
/// one variable per token Figma has a type for (``FigmaValue``), and its value in every mode.
///
/// ```json
/// {"variableCollections": [{"action": "CREATE", "id": "collection", "name": "DesignTokens", "initialModeId": "mode:light"}],
///  "variableModes": [{"action": "UPDATE", "id": "mode:light", "name": "light", "variableCollectionId": "collection"}, …],
///  "variables": [{"action": "CREATE", "id": "variable:color.brand.500", "name": "color/brand/500",
///                 "variableCollectionId": "collection", "resolvedType": "COLOR", …}, …],
///  "variableModeValues": [{"variableId": "variable:color.brand.500", "modeId": "mode:light", "value": {"r": …}}, …]}
/// ```
///
/// Ids are the temporary ids the API resolves within one body, made from the names of what they
/// stand for, so the same tokens give the same body. A new collection comes with one mode, named
/// by `initialModeId` and renamed by an `UPDATE`; the other contexts' modes are created. Variable
/// names are the token's path with `/` between groups (`color/brand/500`; `$root` is dropped, and
/// `.`, `{`, `}` and `/` in a name, which Figma reads otherwise, become `-`). A whole-token alias
/// stays a variable alias (`{"type": "VARIABLE_ALIAS", "id": …}`) to the nearest token of its
/// chain that is a variable of the same type in the body, whatever ``TokenExportOptions/resolveAliases``
/// says: aliases are what Figma variables are for. Every variable has a value in every mode: a
/// context that lacks a token (or whose value Figma cannot hold) takes the value of the first
/// context that has one, the default first, written out. `description` holds the token's description and deprecation, `codeSyntax`
/// its CSS custom property (`var(--color-brand-500)`, as the `css` export names it).
enum FigmaExport {
    /// One mode: its name and the tokens it holds.
    private struct Mode {
        var name: String
        var tokens: [ResolvedToken]
    }

    /// A token's value in one mode, and the token there (for its alias chain).
    private typealias Written = (value: FigmaValue, token: ResolvedToken)

    /// The most modes a collection may have, and the longest mode name, in Figma.
    static let modeLimit = 40

    /// The body for one permutation: one mode, named by its contexts (`dark`, `compact, dark`).
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) throws(TokenExportError) -> String {
        let contexts = options.permutation?.contexts.sorted { $0.key < $1.key }.map(\.value) ?? []
        var name = contexts.isEmpty ? "default" : contexts.joined(separator: ", ")
        if name.count > modeLimit { name = String(name.prefix(modeLimit - 1)) + "…" }
        return try render([Mode(name: name, tokens: tokens)], options: options)
    }

    /// The body for every context of `variants`: one mode each, the default context the initial mode.
    static func render(_ variants: ContextVariants, options: TokenExportOptions) throws(TokenExportError) -> String {
        guard variants.variants.count <= modeLimit else {
            throw TokenExportError(.contextsNotSupported, "a Figma collection holds at most \(modeLimit) modes and "
                + "'\(variants.modifier)' has \(variants.variants.count) contexts; ask for fewer with one context at a time")
        }
        if let long = variants.variants.first(where: { $0.context.count > modeLimit }) {
            throw TokenExportError(.contextsNotSupported, "Figma mode names are at most \(modeLimit) characters; the context "
                + "'\(long.context)' of '\(variants.modifier)' has \(long.context.count): shorten it in the resolver")
        }
        return try render(variants.variants.indices.map { Mode(name: variants.variants[$0].context, tokens: variants.tokens(at: $0)) },
                          options: options)
    }

    private static func render(_ modes: [Mode], options: TokenExportOptions) throws(TokenExportError) -> String {
        let collection = "collection"
        let modeIDs = modes.map { "mode:" + $0.name }
        // Every token of some mode, in order of first appearance, and its value in each mode.
        var order: [ResolvedToken] = []
        var values: [TokenPath: [Int: Written]] = [:]
        for (index, mode) in modes.enumerated() {
            let scopes = textScopes(in: mode.tokens)
            for token in mode.tokens {
                if values[token.path] == nil {
                    order.append(token)
                    values[token.path] = [:]
                }
                values[token.path]?[index] = FigmaValue(token.value, scope: scopes[token.path]).map { ($0, token) }
            }
        }
        let variables = order.filter { values[$0.path]?.isEmpty == false }
        try FigmaLimits.check(variables: variables.count)
        let claims = variables.map { ExportNames.Claim(variableName($0.path), token: $0.path) }
        let names = try ExportNames.assign(claims, format: "Figma", separator: "-", numbering: options.numbersCollidingNames)
        var types: [TokenPath: FigmaValue.ResolvedType] = [:]
        for token in variables {
            let literals = values[token.path] ?? [:]
            let kinds = Set(literals.values.map(\.value.type))
            guard kinds.count == 1, let type = kinds.first else {
                let described = literals.sorted { $0.key < $1.key }.map { "\($0.value.value.type) in \(modes[$0.key].name)" }
                throw TokenExportError(.contextsNotSupported, "\(token.path) is \(described.joined(separator: " and ")); "
                    + "a Figma variable has one type: give it one type in every context")
            }
            types[token.path] = type
        }
        // Numbering never fails; names collide only where the css export refuses the tokens.
        let webNames = try! CSSVariables(variables, dialect: CSSExport.dialect, numbering: true).names

        let variableObjects = zip(variables, zip(names, webNames)).map { token, names -> JSON in
            let (name, web) = names
            let first = values[token.path]?.sorted { $0.key < $1.key }.first?.value.value
            var members: [(String, JSON)] = [("action", "CREATE"), ("id", .string(variableID(token.path))), ("name", .string(name)),
                                             ("variableCollectionId", .string(collection)),
                                             ("resolvedType", .string(types[token.path]?.rawValue ?? ""))]
            let notes = ExportText.notes(for: token)
            let deprecation = notes.isDeprecated ? "Deprecated" + (notes.reason.map { ": " + $0 } ?? ".") : nil
            let description = [notes.description, deprecation].compactMap { $0 }.joined(separator: "\n")
            if !description.isEmpty { members.append(("description", .string(description))) }
            if let scopes = first?.scopes { members.append(("scopes", .array(scopes.map(JSON.string)))) }
            members.append(("codeSyntax", ["WEB": .string("var(--\(web))")]))
            return .object(JSONObject(members))
        }
        var modeValues: [JSON] = []
        for token in variables {
            for index in modes.indices {
                let value = value(of: token.path, at: index, values: values, types: types)
                modeValues.append(["variableId": .string(variableID(token.path)), "modeId": .string(modeIDs[index]), "value": value])
            }
        }
        let body: JSON = [
            "variableCollections": [["action": "CREATE", "id": .string(collection), "name": .string(options.typeName),
                                     "initialModeId": .string(modeIDs[0])]],
            "variableModes": .array(modes.indices.map { index in
                ["action": index == 0 ? "UPDATE" : "CREATE", "id": .string(modeIDs[index]), "name": .string(modes[index].name),
                 "variableCollectionId": .string(collection)]
            }),
            "variables": .array(variableObjects),
            "variableModeValues": .array(modeValues),
        ]
        return try FigmaLimits.checked(body.serialized(pretty: true) + "\n")
    }

    /// The value of the variable of `path` in `mode`: an alias when the token there aliases a
    /// variable of the body of its type, its own value otherwise, and when the mode has neither,
    /// the value of the first mode that has one (written out, so no alias cycle can form).
    private static func value(of path: TokenPath, at index: Int, values: [TokenPath: [Int: Written]],
                              types: [TokenPath: FigmaValue.ResolvedType]) -> JSON {
        let own = values[path] ?? [:]
        guard let (literal, token) = own[index] else {
            return own.sorted { $0.key < $1.key }.first?.value.value.value ?? .null
        }
        if let target = token.aliasChain.prefix(CSSValueWriter.chainSearchLimit).first(where: { types[$0] == literal.type }) {
            return FigmaValue.alias(to: variableID(target))
        }
        return literal.value
    }

    /// The Figma scope of each dimension token that sizes or spaces text.
    private static func textScopes(in tokens: [ResolvedToken]) -> [TokenPath: String] {
        let spacing = TextSpacingTokens.paths(in: tokens)
        var scopes: [TokenPath: String] = [:]
        for path in spacing.lineHeight { scopes[path] = "LINE_HEIGHT" }
        for path in spacing.letterSpacing { scopes[path] = "LETTER_SPACING" }
        for path in TextSizeTokens.paths(in: tokens) { scopes[path] = "FONT_SIZE" }
        return scopes
    }

    /// `color/brand/500`: the path's segments without `$root`, `.{}/` replaced by `-`.
    static func variableName(_ path: TokenPath) -> String {
        let segments = path.segments.filter { $0 != TokenName.root }.map { segment in
            String(segment.map { ".{}/".contains($0) ? "-" : $0 })
        }
        return segments.isEmpty ? "token" : segments.joined(separator: "/")
    }

    /// The temporary id of the variable of `path`.
    static func variableID(_ path: TokenPath) -> String { "variable:" + path.description }
}
