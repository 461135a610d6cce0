/// The declarations shared by the CSS and SCSS exports: one variable per token, named
/// `name/kebab`, with its description and deprecation as comments above it.
///
/// A typography token with letter spacing gets a companion variable `<name>-letter-spacing`.
/// Names are claimed with ``ExportNames/assign(_:format:separator:numbering:)``, companions included:
/// two tokens that map to one name are an error unless the options number them. With
/// `resolveAliases` false, a reference is written only to a token whose value the file declares
/// (and, where `referencesEarlierOnly`, declares above: Sass reads variables in order).
struct CSSVariables {
    /// How one dialect writes things.
    struct Dialect: Sendable {
        /// A comment line.
        var comment: @Sendable (String) -> String
        /// A declaration line for a variable name and value.
        var declaration: @Sendable (String, String) -> String
        /// A reference to a variable by name.
        var reference: @Sendable (String) -> String
        /// Prepended to a name that starts with a digit.
        var leadingDigitPrefix: String
        /// True when a variable must be declared before it is used.
        var referencesEarlierOnly: Bool
        /// The format's name, for the note on a value it cannot hold.
        var formatName: String
        /// True for SCSS (see ``CSSValueWriter/isSCSS``).
        var isSCSS: Bool
    }

    let tokens: [ResolvedToken]
    let dialect: Dialect
    /// Each token's variable name.
    let names: [String]
    /// Each token's letter-spacing variable name, for typography with letter spacing.
    let companions: [String?]
    /// Each token's position in `tokens`, by path.
    let positions: [TokenPath: Int]
    /// The names of the `others` claims given, in order.
    let otherNames: [String]

    /// Names the variables of `tokens` in `dialect`; with `numbering`, colliding names are
    /// numbered rather than refused. A token gets a letter-spacing companion when
    /// `hasLetterSpacing` says so (by default, when its value has letter spacing). `others`
    /// are names the file gives to things beside the tokens, claimed with theirs.
    init(_ tokens: [ResolvedToken], dialect: Dialect, numbering: Bool = false,
         hasLetterSpacing: (ResolvedToken) -> Bool = { $0.value.hasLetterSpacing },
         others: [ExportNames.Claim] = []) throws(TokenExportError) {
        self.tokens = tokens
        self.dialect = dialect
        var claims: [ExportNames.Claim] = []
        var hasCompanion: [Bool] = []
        for token in tokens {
            let base = ExportNames.identifier(TokenNaming.kebab(token.path), prefix: dialect.leadingDigitPrefix)
            claims.append(.init(base, token: token.path))
            let companion = hasLetterSpacing(token)
            hasCompanion.append(companion)
            if companion { claims.append(.init(base + "-letter-spacing", token: token.path, part: "letter spacing")) }
        }
        let unique = try ExportNames.assign(claims + others, format: dialect.formatName, separator: "-", numbering: numbering)
        var names: [String] = []
        var companions: [String?] = []
        var next = 0
        for companion in hasCompanion {
            names.append(unique[next])
            companions.append(companion ? unique[next + 1] : nil)
            next += companion ? 2 : 1
        }
        self.names = names
        self.companions = companions
        otherNames = Array(unique.suffix(others.count))
        positions = Dictionary(tokens.enumerated().map { ($0.element.path, $0.offset) }) { first, _ in first }
    }

    /// The lines declaring the tokens, unindented.
    func declarations(resolveAliases: Bool) -> [String] {
        let writable = resolveAliases ? [:] : writablePositions(of: tokens)
        let lines = lines(for: tokens, resolveAliases: resolveAliases, notes: true) { path, index in
            guard let target = writable[path] else { return false }
            return !dialect.referencesEarlierOnly || target < index
        }
        return lines.map(written)
    }

    /// One line of a block of declarations, before a dialect writes it.
    enum Line: Equatable {
        case comment(String)
        case declaration(name: String, value: String)
    }

    /// The line in this dialect.
    func written(_ line: Line) -> String {
        switch line {
        case .comment(let text): return dialect.comment(text)
        case .declaration(let name, let value): return dialect.declaration(name, value)
        }
    }

    /// The lines declaring `items`, each under the name of the token of its path in this file's
    /// list (which must hold it); with `notes`, each token's description and deprecation as
    /// comments above it. With `resolveAliases` false, a reference to a token is written when
    /// `referable(its path, the position of the referring item in items)` says the scope
    /// declares that token; otherwise the value is written out.
    func lines(for items: [ResolvedToken], resolveAliases: Bool, notes: Bool,
               referable: @escaping (TokenPath, Int) -> Bool) -> [Line] {
        var lines: [Line] = []
        for (index, token) in items.enumerated() {
            let reference: (TokenPath) -> CSSReference? = { path in
                guard let target = positions[path], referable(path, index) else { return nil }
                return CSSReference(value: dialect.reference(names[target]),
                                    letterSpacing: companions[target].map(dialect.reference))
            }
            let writer = CSSValueWriter(reference: resolveAliases ? nil : reference, isSCSS: dialect.isSCSS)
            let position = positions[token.path]!
            if notes {
                let notes = ExportText.notes(for: token)
                if let description = notes.description { lines.append(.comment(description)) }
                if let deprecation = notes.deprecation { lines.append(.comment(deprecation)) }
            }
            guard let value = writer.value(of: token) else {
                lines.append(.comment("\(token.path) is left out: its value has no \(dialect.formatName) form"))
                continue
            }
            if let note = value.note { lines.append(.comment(note)) }
            lines.append(.declaration(name: names[position], value: value.text))
            if let letterSpacing = value.letterSpacing, let companion = companions[position] {
                lines.append(.declaration(name: companion, value: letterSpacing))
            }
        }
        return lines
    }

    /// The position in `scope` of every token of it whose value, written out, the file can declare.
    func writablePositions(of scope: [ResolvedToken]) -> [TokenPath: Int] {
        let writer = CSSValueWriter(isSCSS: dialect.isSCSS)
        var positions: [TokenPath: Int] = [:]
        for (index, token) in scope.enumerated() where writer.value(token.value) != nil {
            positions[token.path] = index
        }
        return positions
    }
}
