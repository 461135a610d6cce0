extension Diagnostic.Rule {
    /// A member name written twice in one object (the last one is used).
    public static let duplicateMember = Diagnostic.Rule("duplicate-member")
    /// JSONC or JSON5 syntax in a file that is meant to be JSON.
    public static let jsonExtension = Diagnostic.Rule("json-extension")
}

extension JSONNotes {
    /// Reports what a lenient read of `file` accepted: each repeated name as a warning in every
    /// mode (JSON leaves it undefined; the last one wins), and, unless `extensionsAllowed` (a resolver
    /// document, which may be JSONC or JSON5), the extended syntax once for the file, bending the rule
    /// that token files are JSON.
    public func report(file: String, into sink: inout DiagnosticSink, extensionsAllowed: Bool = false) {
        for duplicate in duplicates {
            sink.advise(Diagnostic(.duplicateMember, file: file, path: duplicate.path, line: duplicate.line,
                "'\(duplicate.key)' is written twice in one object, on lines \(duplicate.firstLine) and \(duplicate.line); "
                    + "JSON leaves that undefined: the last one (line \(duplicate.line)) is used"))
        }
        guard !extensionsAllowed, let first = extensions.first else { return }
        let uses = extensions.map { use in
            use.count == 1 ? "\(use.kind.words) (line \(use.firstLine))" : "\(use.kind.words) (\(use.count), first on line \(use.firstLine))"
        }
        sink.bend(Diagnostic(.jsonExtension, file: file, line: first.firstLine,
            "the file uses JSONC/JSON5 syntax that JSON does not have: " + uses.joined(separator: ", ")
                + "; DTCG token files are JSON (`swatchbook tokens --format dtcg` writes it)"))
    }
}
