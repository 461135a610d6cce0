/// An ES module: `export const ColorBrand500 = "#4555e1";`, named `name/pascal`.
///
/// Values are always written out: CSS strings for colours, dimensions, durations, curves,
/// stroke styles and the composite shorthands; numbers for `number` and `fontWeight`; an array
/// of names for `fontFamily`; for `typography` an object whose `fontFamily` is the CSS family
/// list; raw values as JSON. A name starting
/// with a digit gets the prefix `_`. Descriptions and deprecations become JSDoc.
enum JSExport {
    /// The module's text.
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) throws(TokenExportError) -> String {
        let names = try self.names(of: tokens, options: options)
        let lines = (options.header.map { [ExportText.lineComment($0)] } ?? []) + constants(tokens, names: names)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The name of each of `tokens`, and then of each of `others` (names the module gives to
    /// things beside the tokens); two that would be one are a ``TokenExportError``.
    static func names(of tokens: [ResolvedToken], others: [ExportNames.Claim] = [],
                      options: TokenExportOptions) throws(TokenExportError) -> [String] {
        let claims = tokens.map { ExportNames.Claim(ExportNames.identifier(TokenNaming.pascal($0.path)), token: $0.path) }
        return try ExportNames.assign(claims + others, format: "JavaScript", separator: "_", numbering: options.numbersCollidingNames)
    }

    /// `export const Name = value;` for each token (with its JSDoc), or a comment saying it is left out.
    static func constants(_ tokens: [ResolvedToken], names: [String]) -> [String] {
        let writer = CSSValueWriter()
        var lines: [String] = []
        for (token, name) in zip(tokens, names) {
            let value = literal(token.value, writer: writer)
            lines += documentation(token, note: value?.note)
            guard let value else {
                lines.append(leftOut(token))
                continue
            }
            lines.append("export const \(name) = \(value.text);")
        }
        return lines
    }

    /// The comment standing for a token with no JavaScript form.
    static func leftOut(_ token: ResolvedToken) -> String {
        ExportText.lineComment("\(token.path) is left out: its value has no JavaScript form")
    }

    /// The JavaScript literal for a value, and what it cannot say; nil when there is none.
    static func literal(_ value: TokenValue, writer: CSSValueWriter) -> (text: String, note: String?)? {
        switch value {
        case .fontFamily(let names, _):
            return ("[" + names.map(string).joined(separator: ", ") + "]", nil)
        case .fontWeight(let weight): return (CSSValueWriter.number(weight.weight), nil)
        case .number(let number): return (CSSValueWriter.number(number), nil)
        case .typography(let typography): return typographyObject(typography, writer: writer).map { ($0, nil) }
        case .raw(let json): return (json.serialized(), nil)
        default: return writer.value(value).map { (string($0.text), $0.note) }
        }
    }

    /// `{ fontFamily: "Inter, sans-serif", fontSize: "16px", fontWeight: 700, letterSpacing: "0px", lineHeight: 1.5 }`;
    /// an absolute line height is a CSS length string (`lineHeight: "41px"`), as style objects take it.
    private static func typographyObject(_ typography: TypographyValue, writer: CSSValueWriter) -> String? {
        guard let family = writer.fontFamily(typography.fontFamily),
              let size = writer.dimension(typography.fontSize) else { return nil }
        var members = ["fontFamily: \(string(family))", "fontSize: \(string(size))",
                       "fontWeight: \(CSSValueWriter.number(typography.fontWeight.weight))"]
        if let spacing = typography.letterSpacing {
            guard let text = writer.dimension(spacing) else { return nil }
            members.append("letterSpacing: \(string(text))")
        }
        switch typography.lineHeight {
        case .multiple(let number)?: members.append("lineHeight: \(CSSValueWriter.number(number))")
        case .length(let length)?:
            guard let text = writer.dimension(length) else { return nil }
            members.append("lineHeight: \(string(text))")
        case nil: break
        }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    /// The JSDoc block before a constant: description, note, `@deprecated`.
    static func documentation(_ token: ResolvedToken, note: String?) -> [String] {
        let notes = ExportText.notes(for: token)
        var lines = [notes.description, note].compactMap { $0 }
        if notes.isDeprecated { lines.append(notes.reason.map { "@deprecated \($0)" } ?? "@deprecated") }
        lines = lines.map { ExportText.breaking((UInt8(ascii: "*"), UInt8(ascii: "/")), with: UInt8(ascii: "\\"), in: $0) }
        switch lines.count {
        case 0: return []
        case 1: return ["/** \(lines[0]) */"]
        default: return ["/**"] + lines.map { " * " + $0 } + [" */"]
        }
    }

    static func string(_ text: String) -> String { ExportText.quoted(text, swift: false) }
}
