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

    /// Names the variables of `tokens` in `dialect`; with `numbering`, colliding names are
    /// numbered rather than refused.
    init(_ tokens: [ResolvedToken], dialect: Dialect, numbering: Bool = false) throws(TokenExportError) {
        self.tokens = tokens
        self.dialect = dialect
        var claims: [ExportNames.Claim] = []
        var hasCompanion: [Bool] = []
        for token in tokens {
            let base = ExportNames.identifier(TokenNaming.kebab(token.path), prefix: dialect.leadingDigitPrefix)
            claims.append(.init(base, token: token.path))
            hasCompanion.append(token.value.hasLetterSpacing)
            if token.value.hasLetterSpacing { claims.append(.init(base + "-letter-spacing", token: token.path, part: "letter spacing")) }
        }
        let unique = try ExportNames.assign(claims, format: dialect.formatName, separator: "-", numbering: numbering)
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
    }

    /// The lines declaring the tokens, unindented.
    func declarations(resolveAliases: Bool) -> [String] {
        let referable = resolveAliases ? [:] : referableTokens()
        var lines: [String] = []
        for (index, token) in tokens.enumerated() {
            let reference: (TokenPath) -> CSSReference? = { path in
                guard let target = referable[path], !dialect.referencesEarlierOnly || target < index else { return nil }
                return CSSReference(value: dialect.reference(names[target]),
                                    letterSpacing: companions[target].map(dialect.reference))
            }
            let writer = CSSValueWriter(reference: resolveAliases ? nil : reference, isSCSS: dialect.isSCSS)
            let notes = ExportText.notes(for: token)
            if let description = notes.description { lines.append(dialect.comment(description)) }
            if let deprecation = notes.deprecation { lines.append(dialect.comment(deprecation)) }
            guard let value = writer.value(of: token) else {
                lines.append(dialect.comment("\(token.path) is left out: its value has no \(dialect.formatName) form"))
                continue
            }
            if let note = value.note { lines.append(dialect.comment(note)) }
            lines.append(dialect.declaration(names[index], value.text))
            if let letterSpacing = value.letterSpacing, let companion = companions[index] {
                lines.append(dialect.declaration(companion, letterSpacing))
            }
        }
        return lines
    }

    /// The position of every token whose value, written out, the file can declare.
    private func referableTokens() -> [TokenPath: Int] {
        let writer = CSSValueWriter(isSCSS: dialect.isSCSS)
        var positions: [TokenPath: Int] = [:]
        for (index, token) in tokens.enumerated() where writer.value(token.value) != nil {
            positions[token.path] = index
        }
        return positions
    }
}
