/// Gathers the token trees a resolver document's resolution order yields for one permutation,
/// reading and parsing each file once however many permutations use it (the permutations then
/// share its token definitions).
struct ResolverComposer {
    let document: ResolverDocument
    let source: any TokenFileSource
    let strictness: Strictness
    let limits: TokenLimits
    private var files: [String: Result<TokenSource, Diagnostic>] = [:]
    private var reported = Set<String>()
    /// The files whose notes (extended syntax, repeated names) have been reported.
    private var notesReported = Set<String>()
    /// The files that go past a limit, with the refusals.
    private var overLimits: [String: [Diagnostic]] = [:]
    private var parsed: [ParsedKey: (tree: TokenGroup, diagnostics: [Diagnostic], tokens: Int)] = [:]
    /// The weight of each named set, once weighed (see ``weight(of:visiting:)``).
    var setWeights: [String: SourceWeight] = [:]
    /// The refusal of sets included in sets deeper than `nestingDepth`, once weighing found one.
    var tooDeep: Diagnostic?

    /// A file source as the resolver document uses it: which part, with which members replaced.
    private struct ParsedKey: Hashable {
        let file: String
        let fragment: JSONPointer?
        let overrides: JSONObject?
    }

    init(document: ResolverDocument, source: any TokenFileSource, strictness: Strictness, limits: TokenLimits) {
        self.document = document
        self.source = source
        self.strictness = strictness
        self.limits = limits
    }

    /// The trees to merge, in order, for `permutation`.
    mutating func trees(for permutation: Permutation, sink: inout DiagnosticSink) -> [TokenGroup] {
        var trees: [TokenGroup] = []
        for step in document.order {
            switch step {
            case .set(let set):
                trees += expand(set.sources, visiting: [set.name], sink: &sink)
            case .modifier(let modifier):
                guard let context = permutation.contexts[modifier.name],
                      let sources = modifier.contexts.first(where: { $0.name == context })?.sources else { continue }
                trees += expand(sources, visiting: [], sink: &sink)
            }
        }
        return trees
    }

    private mutating func expand(_ sources: [ResolverSource], visiting: [String], sink: inout DiagnosticSink) -> [TokenGroup] {
        var trees: [TokenGroup] = []
        for item in sources {
            switch item {
            case .inline(let json, let origin):
                let refusals = DocumentLimits.check(json, file: origin.file, base: origin.pointer, limits: limits)
                guard refusals.isEmpty else { refusals.forEach { sink.error($0) }; continue }
                trees.append(TokenSetBuilder.parse(TokenSource(file: origin.file, document: json, base: origin.pointer), sink: &sink))
            case .set(let name, let origin):
                guard !visiting.contains(name) else {
                    sink.error(origin.diagnostic(.circularReference,
                        "sets refer to each other in a circle: \((visiting + [name]).joined(separator: " → "))"))
                    continue
                }
                guard let set = document.sets[name] else { continue }
                trees += expand(set.sources, visiting: visiting + [name], sink: &sink)
            case .file(let path, let fragment, let overrides, let origin):
                guard let tree = fileTree(path: path, fragment: fragment, overrides: overrides, origin: origin, sink: &sink) else { continue }
                trees.append(tree.tree)
            }
        }
        return trees
    }

    /// The tree a file source yields and how many tokens it holds, parsed once; nil, with the problem
    /// reported, when it cannot be used.
    mutating func fileTree(path: String, fragment: JSONPointer?, overrides: JSONObject?, origin: TokenOrigin,
                           sink: inout DiagnosticSink) -> (tree: TokenGroup, tokens: Int)? {
        let file = ReferencePath.resolve(path, from: document.file)
        load(file)
        // Reported with every use, like a parse error would be: the same problem in every permutation that uses the file.
        if let refusals = overLimits[file] {
            refusals.forEach { sink.error($0) }
            return nil
        }
        switch files[file]! {
        case .failure(let diagnostic):
            if diagnostic.rule == .limitExceeded || diagnostic.rule == .linkOutsideConfig {
                sink.error(diagnostic)
            } else if reported.insert(file).inserted {
                // A file that cannot be read is reported where the resolver names it; one that
                // reads but does not parse, at its own line (with its own rule).
                sink.error(diagnostic.rule == .unreadableFile
                    ? origin.diagnostic(.unreadableFile, "cannot use '\(path)': \(diagnostic)") : diagnostic)
            }
            return nil
        case .success(let whole):
            var document = whole.document
            let key = ParsedKey(file: file, fragment: fragment, overrides: overrides)
            if let (tree, diagnostics, tokens) = parsed[key] {
                sink.merge(diagnostics)
                return (tree, tokens)
            }
            if let fragment {
                guard let part = fragment.resolve(in: document) else {
                    sink.error(origin.diagnostic(.invalidValue, "'\(path)#\(fragment)' points to nothing in \(file)"))
                    return nil
                }
                document = part
            }
            if let overrides, var object = document.objectValue {
                for (key, value) in overrides { object.setValue(value, forKey: key) }
                document = .object(object)
            }
            var own = DiagnosticSink(strictness: sink.strictness)
            // The file's notes (extended syntax, repeated names) are reported with its first use only.
            let notes = notesReported.insert(file).inserted ? whole.notes : JSONNotes()
            let tree = TokenSetBuilder.parse(TokenSource(file: file, document: document, base: fragment ?? .root, notes: notes), sink: &own)
            let tokens = tree.tokenCount
            parsed[key] = (tree, own.diagnostics, tokens)
            sink.merge(own.diagnostics)
            return (tree, tokens)
        }
    }

    /// Reads, parses and checks `file` against the limits the first time it is named.
    private mutating func load(_ file: String) {
        guard files[file] == nil else { return }
        files[file] = source.contents(of: file, within: limits).flatMap { bytes in TokenSource.parse(bytes, file: file) }
        if case .success(let whole) = files[file]! {
            let refusals = DocumentLimits.check(whole.document, file: file, limits: limits)
            if !refusals.isEmpty { overLimits[file] = refusals }
        }
    }

    /// True when the file at `path` reads, parses and keeps within the limits; reports nothing
    /// (the use that merges it does).
    mutating func isUsable(_ path: String) -> Bool {
        let file = ReferencePath.resolve(path, from: document.file)
        load(file)
        guard overLimits[file] == nil, case .success = files[file]! else { return false }
        return true
    }
}
