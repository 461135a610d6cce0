/// Checks a style document's token references against the tokens of every permutation.
extension StyleDocument {
    /// Every problem with the document's token references: a path that is not a token (in every
    /// permutation, or in some, named), a token of another type than its property accepts, a
    /// value CSS cannot hold, a deprecated token (a warning). A problem shared by several
    /// permutations is reported once, noting the permutations when it is not all of them.
    public func validate(against system: TokenSystem) -> [Diagnostic] {
        validate(with: StyleTokenChecks(system))
    }

    /// ``validate(against:)`` with `checks` made once for every document of a library.
    func validate(with checks: StyleTokenChecks) -> [Diagnostic] {
        guard !checks.permutations.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for binding in allBindings {
            guard case .token(let path) = binding.value else { continue }
            diagnostics += StyleTokenCheck.problems(of: binding, path: path, with: checks)
        }
        return diagnostics
    }
}

/// The checks of one token reference.
private enum StyleTokenCheck {
    static func problems(of binding: StyleBinding, path: TokenPath, with checks: StyleTokenChecks) -> [Diagnostic] {
        let permutations = checks.permutations
        let found = permutations.map { (permutation: $0.key, token: $0.value[path]) }
        let missing = found.filter { $0.token == nil }.map(\.permutation)
        if missing.count == permutations.count {
            return [unknown(path, binding: binding, in: permutations[0].value)]
        }
        var diagnostics: [Diagnostic] = []
        if !missing.isEmpty {
            let present = found.filter { $0.token != nil }.map(\.permutation)
            diagnostics.append(binding.origin.diagnostic(.unknownToken, "{\(path)} is not a token with "
                + names(missing) + " (it is with " + names(present) + ")"))
        }
        var collection = DiagnosticCollection([])
        for (index, (permutation, token)) in found.enumerated() {
            guard let token else { continue }
            collection.add(problems(of: token, for: binding, cssCanHold: checks.cssCanHold(token, inPermutation: index)),
                           permutation: permutation, of: permutations.count)
        }
        return diagnostics + collection.list
    }

    /// A path that is no token in any permutation: a group (suggesting its `$root`), or a likely typo.
    private static func unknown(_ path: TokenPath, binding: StyleBinding, in set: TokenSet) -> Diagnostic {
        if set.group(at: path) != nil {
            let root = path.appending(TokenName.root)
            let hint = set[root] != nil ? " (did you mean {\(root)}?)" : ""
            return binding.origin.diagnostic(.referenceToGroup, "{\(path)} is a group, not a token\(hint)")
        }
        let wanted: TokenType? = if case .token(let type) = binding.property.accepts { type } else { nil }
        let candidates = set.tokens.filter { wanted == nil || $0.type == wanted }.map(\.path.description)
        let suggestion = Suggestion.closest(to: path.description, among: candidates).map { " (did you mean {\($0)}?)" } ?? ""
        return binding.origin.diagnostic(.unknownToken, "{\(path)} is not a token\(suggestion)")
    }

    /// The problems of one permutation's token: its type, its CSS form (whether CSS can hold its
    /// value is `cssCanHold`), its deprecation.
    private static func problems(of token: ResolvedToken, for binding: StyleBinding, cssCanHold: @autoclosure () -> Bool) -> [Diagnostic] {
        let property = binding.property
        if case .token(let type) = property.accepts, token.type != type {
            return [binding.origin.diagnostic(.tokenTypeMismatch,
                "{\(token.path)} is \(article(token.type)) \(token.type) token; '\(property.name)' needs \(article(type)) \(type)")]
        }
        var problems: [Diagnostic] = []
        if !cssCanHold() {
            problems.append(binding.origin.diagnostic(.noCSSValue, "{\(token.path)} has a value CSS cannot hold, so '\(property.name)' cannot use it"))
        }
        if let deprecation = token.deprecation, deprecation.isDeprecated {
            let reason = deprecation.reason.map { ": \($0)" } ?? ""
            problems.append(binding.origin.diagnostic(.deprecatedReference, "{\(token.path)} is deprecated\(reason)", severity: .warning))
        }
        return problems
    }

    private static func names(_ permutations: [Permutation]) -> String {
        permutations.map(\.description).joined(separator: "; ")
    }

    /// `a` or `an`, for a type's name.
    private static func article(_ type: TokenType) -> String {
        type.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
