import DesignTokens

extension FuzzTarget {
    /// One token file, in DTCG 2025.10 or a dialect (a DTCG draft, Style Dictionary, Tokens Studio),
    /// built tolerantly and strictly: every diagnostic names the file; what strict reading builds,
    /// tolerant reading builds alike; a build exported as DTCG (the `--format dtcg` migration)
    /// reads back, as strictly as it was read, without an error and as the same tokens; every
    /// other export format writes it or refuses it with an error.
    static let tokens = FuzzTarget(name: "tokens", summary: "one token file (DTCG or a dialect): built, exported as DTCG, read back alike") {
        input throws(FuzzFailure) in
        let file = "tokens/fuzz.tokens.json"
        guard case .success(let source) = TokenSource.parse(input, file: file) else { return }
        let (tolerant, tolerantProblems) = TokenSetBuilder.build([source], strictness: .tolerant)
        let (strict, strictProblems) = TokenSetBuilder.build([source], strictness: .strict)
        for problem in tolerantProblems + strictProblems {
            try FuzzFailure.require(problem.file == file && !problem.message.isEmpty, "a diagnostic that does not name the file: \(problem)")
        }
        if let strict {
            guard let tolerant else { throw FuzzFailure("a file strict reading builds, tolerant reading refuses: \(tolerantProblems)") }
            try TokenComparison.requireSame(tolerant.tokens, strict.tokens, "tolerant and strict reading")
        }
        guard let tolerant else { return }
        try DTCGRoundTrip.require(tolerant, readsBackAs: .tolerant)
        if let strict { try DTCGRoundTrip.require(strict, readsBackAs: .strict) }
        for format in TokenExportFormat.all where format != .dtcg {
            _ = try? TokenExport.render(tolerant.tokens, from: tolerant, as: format)
        }
    }
}

/// A token set exported as DTCG and read back.
enum DTCGRoundTrip {
    /// Throws unless `set`, exported as DTCG with its references kept, reads back with `strictness`
    /// without an error, as the same tokens (but those of a type DTCG lacks, which the export keeps
    /// in `$extensions`).
    static func require(_ set: TokenSet, readsBackAs strictness: Strictness) throws(FuzzFailure) {
        let exported: String, document: JSON
        do {
            exported = try TokenExport.render(set.tokens, from: set, as: .dtcg, options: TokenExportOptions(resolveAliases: false))
        } catch {
            throw FuzzFailure("the DTCG export refuses a token set (\(error))")
        }
        do {
            document = try JSONParser.parse(exported)
        } catch {
            throw FuzzFailure("the DTCG export is not JSON (\(error)):\n\(exported)")
        }
        let (reread, problems) = TokenSetBuilder.build([TokenSource(file: "export.tokens.json", document: document)], strictness: strictness)
        guard let reread, !problems.contains(where: { $0.severity == .error }) else {
            throw FuzzFailure("the DTCG export does not read back (\(strictness)): \(problems)\n\(exported)")
        }
        try TokenComparison.requireSame(reread.tokens, set.tokens.filter(\.type.isStandard), "the DTCG export read back and the file")
    }
}

/// Comparing two token sets by what a reader of them sees.
enum TokenComparison {
    /// Throws unless `first` and `second` are the same tokens (paths in order, types and values).
    static func requireSame(_ first: [ResolvedToken], _ second: [ResolvedToken], _ what: String) throws(FuzzFailure) {
        try FuzzFailure.require(first.map(\.path) == second.map(\.path),
            "\(what) hold other tokens: \(first.map(\.path)) ≠ \(second.map(\.path))")
        for (one, other) in zip(first, second) {
            try FuzzFailure.require(one.type == other.type, "\(what) give \(one.path) other types: \(one.type) ≠ \(other.type)")
            try FuzzFailure.require(one.value == other.value, "\(what) give \(one.path) other values: \(one.value) ≠ \(other.value)")
        }
    }
}
