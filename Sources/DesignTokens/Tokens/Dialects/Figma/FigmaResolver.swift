/// Figma variables loaded where a resolver is expected (a Config's `resolver`, `--resolver`, a
/// file given alone to `tokens` or `check`): each collection with several modes becomes a
/// modifier named after it, its modes the contexts and its default mode the default; the
/// collections with one mode make the set `figma`, which comes first. An alias to a variable of
/// another collection resolves in the mode the inputs choose for that collection, as in Figma.
///
/// Named as a token file among others (a `$ref` of a resolver's set, or one of several files),
/// the variables are one tree: each collection in its default mode.
enum FigmaResolver {
    /// The resolver document for the Figma variables `json` read from `file`, with the conversion
    /// summary; nil when `json` is not Figma variables.
    static func document(_ json: JSON, file: String, strictness: Strictness,
                         limits: TokenLimits) -> (ResolverDocument?, [Diagnostic])? {
        guard FigmaVariables.isFigma(json) else { return nil }
        let conversion: FigmaConversion
        switch FigmaConversion.convert(json, file: file, limits: limits) {
        case .success(let converted): conversion = converted
        case .failure(let problems): return (nil, problems.list)
        }
        let variables = conversion.variables
        var byCollection = [[Int]](repeating: [], count: variables.collections.count)
        for (index, variable) in variables.variables.enumerated() { byCollection[variable.collection].append(index) }
        func tree(_ collection: Int, mode: Int) -> ResolverSource {
            let builder = TokenTreeBuilder()
            for index in byCollection[collection] { builder.insert(conversion.tokens[index][mode], at: conversion.paths[index]) }
            return .inline(builder.json, origin: variables.collections[collection].origin)
        }
        var document = ResolverDocument(file: file)
        let origin = TokenOrigin(file: file, pointer: .root, line: 1)
        let single = variables.collections.indices.filter { variables.collections[$0].modes.count == 1 }
        let base = ResolverSet(name: "figma", description: "the collections with one mode", sources: single.map { tree($0, mode: 0) },
                               origin: origin)
        document.sets[base.name] = base
        document.order = [.set(base)]
        for (position, collection) in variables.collections.enumerated() where collection.modes.count > 1 {
            let modifier = ResolverModifier(name: collection.name, description: nil,
                                            contexts: collection.modes.indices.map { (collection.modes[$0].name, [tree(position, mode: $0)]) },
                                            defaultContext: collection.modes[collection.defaultMode].name, origin: collection.origin)
            document.modifiers[modifier.name] = modifier
            document.order.append(.modifier(modifier))
        }
        let summary = DialectConverter.summary(conversion.tally, file: file, dialect: .figmaVariables, strictness: strictness)
        return (document, summary.map { [$0] } ?? [])
    }

    /// `source`, Figma variables, as one token tree of each collection in its default mode, with
    /// the conversion summary (or the first problem, naming how many more there are).
    static func defaultModes(_ source: TokenSource, strictness: Strictness) -> (source: TokenSource, summary: Diagnostic?) {
        switch FigmaConversion.convert(source.document, file: source.file, limits: TokenLimits()) {
        case .failure(let problems):
            var first = problems.first ?? Diagnostic(.invalidValue, file: source.file, "these Figma variables cannot be read")
            if problems.count > 1 { first.message += " (and \(problems.count - 1) more problems: `swatchbook check \(source.file)` lists them)" }
            return (TokenSource(file: source.file, document: .object(JSONObject()), base: source.base), first)
        case .success(var conversion):
            let builder = TokenTreeBuilder()
            for (index, variable) in conversion.variables.variables.enumerated() {
                builder.insert(conversion.tokens[index][conversion.variables.collections[variable.collection].defaultMode],
                               at: conversion.paths[index])
            }
            if conversion.variables.collections.contains(where: { $0.modes.count > 1 }) {
                conversion.tally.note("only each collection's default mode is read where the file is one token file among others; "
                    + "name it where a resolver goes to read every mode as a context")
            }
            return (TokenSource(file: source.file, document: builder.json, base: source.base),
                    DialectConverter.summary(conversion.tally, file: source.file, dialect: .figmaVariables, strictness: strictness))
        }
    }
}
