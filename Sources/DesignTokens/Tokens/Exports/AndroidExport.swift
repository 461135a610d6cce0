/// Android value resources: `<color name="color_brand_500">#FF4555E1</color>`, named `name/snake`.
///
/// Values are always written out. Colours are `#AARRGGBB` of the gamut-mapped sRGB colour;
/// dimensions `dp` (px 1:1, rem × 16), `sp` for text sizes and a float in `em` for letter spacings
/// (``AndroidDimensionRoles``); durations an `<integer>` of milliseconds; numbers a
/// float `<item type="dimen">`; font weights an `<integer>`; font families and curves a
/// `<string>` (`Inter, sans-serif`, `0.4,0,0.2,1`); a stroke style keyword a `<string>`; typography
/// a text appearance `<style name="TextAppearance.TypographyBody">` (``AndroidTextAppearance``),
/// named apart from the values. The other composite types, dash patterns, other units and raw
/// lists or objects have no resource type: they are listed in one comment, take no part in
/// naming, and are reported (``ExportOmission``). A name starting with a digit or
/// equal to a Java or Kotlin keyword gets the prefix `_`.
public enum AndroidExport {
    /// The XML document.
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) throws(TokenExportError) -> String {
        let roles = AndroidDimensionRoles(tokens)
        let names = try self.names(of: tokens, roles: roles, options: options)
        return document(tokens, names: names, roles: roles, header: options.header)
    }

    /// The resource name of each of `tokens` that has a resource form, by path; two that would
    /// share one are a ``TokenExportError`` (numbered instead with the options' numbering).
    static func names(of tokens: [ResolvedToken], roles: AndroidDimensionRoles,
                      options: TokenExportOptions) throws(TokenExportError) -> [TokenPath: String] {
        let written = tokens.filter { resource($0.value, role: roles.role(of: $0.path)) != nil }
        let claims = written.map { ExportNames.Claim(ExportNames.identifier(TokenNaming.snake($0.path), reserved: keywords),
                                                     token: $0.path) }
        let names = try ExportNames.assign(claims, format: "Android resources", separator: "_",
                                           numbering: options.numbersCollidingNames)
        // Styles have names of their own kind (`R.style`), claimed apart from the values'.
        let styled = tokens.filter { AndroidTextAppearance($0.value) != nil }
        let styleNames = try ExportNames.assign(styled.map { ExportNames.Claim(AndroidTextAppearance.name($0.path), token: $0.path) },
                                                format: "Android styles", separator: "_", numbering: options.numbersCollidingNames)
        return Dictionary(zip(written.map(\.path) + styled.map(\.path), names + styleNames)) { first, _ in first }
    }

    /// The kind of resource `value` becomes (`color`, `dimen`, `style` for a text appearance), nil
    /// when it has none.
    static func element(of value: TokenValue, role: AndroidDimensionRoles.Role) -> String? {
        resource(value, role: role)?.element ?? (AndroidTextAppearance(value) != nil ? "style" : nil)
    }

    /// The `resources` document of `tokens`, each named as `names` says (those without a
    /// resource form listed in one comment, then `notes` as comments), dimensions in `textSizes` in `sp`.
    static func document(_ tokens: [ResolvedToken], names: [TokenPath: String], roles: AndroidDimensionRoles,
                         header: String?, notes: [String] = []) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>"]
        if let header { lines.append(comment(header)) }
        lines.append("<resources>")
        var resources: [String] = []
        var left: [ResolvedToken] = []
        var fontNotes: Set<String> = []
        for token in tokens {
            let notes = ExportText.notes(for: token)
            let documentation = [notes.description, notes.deprecation].compactMap { $0 }.map(comment)
            if let style = AndroidTextAppearance(token.value), let name = names[token.path] {
                if let note = style.note, fontNotes.insert(note).inserted { resources.append(comment(note)) }
                resources += documentation + style.lines(named: name)
                continue
            }
            guard let (element, attributes, text) = resource(token.value, role: roles.role(of: token.path)),
                  let name = names[token.path] else {
                left.append(token)
                continue
            }
            resources += documentation
            resources.append("<\(element) name=\"\(escaped(name))\"\(attributes)>\(text)</\(element)>")
        }
        if !left.isEmpty { lines.append("    " + comment("Not representable as Android resources: " + ExportText.idList(left))) }
        lines += notes.map { "    " + comment($0) }
        lines += resources.map { "    " + $0 }
        lines.append("</resources>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One resource: its element, its attributes after `name` (with a leading space), its escaped text.
    typealias Resource = (element: String, attributes: String, text: String)

    static func resource(_ value: TokenValue, role: AndroidDimensionRoles.Role) -> Resource? {
        let float = " type=\"dimen\" format=\"float\""
        switch value {
        case .color(let color): return ("color", "", argb(color))
        case .dimension(let dimension):
            if case .letterSpacing(let fontSize) = role {
                return AndroidDimensionRoles.em(dimension, fontSize: fontSize).map { ("item", float, number($0)) }
            }
            let unit = role == .textSize ? "sp" : "dp"
            switch dimension.unit {
            case "px": return ("dimen", "", number(dimension.value) + unit)
            case "rem": return ("dimen", "", number(dimension.value * 16) + unit)
            default: return nil
            }
        case .duration(let duration):
            guard DurationValue.standardUnits.contains(duration.unit) else { return nil }
            return integer(duration.milliseconds).map { ("integer", "", $0) }
        case .number(let number): return ("item", float, self.number(number))
        case .fontWeight(let weight): return integer(weight.weight).map { ("integer", "", $0) }
        case .fontFamily(let names, _): return ("string", "", string(names.joined(separator: ", ")))
        case .cubicBezier(let curve): return ("string", "", curve.points.map(number).joined(separator: ","))
        case .strokeStyle(.keyword(let keyword)): return ("string", "", string(keyword))
        case .raw(.string(let text)): return ("string", "", string(text))
        case .raw(.number(let number)): return ("item", float, self.number(number))
        case .raw(.bool(let flag)): return ("bool", "", String(flag))
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography, .raw: return nil
        }
    }

    private static func number(_ value: Double) -> String { CompactNumber.format(value) }

    /// The nearest integer, when it fits an Android `<integer>` (32 bits).
    private static func integer(_ value: Double) -> String? {
        let rounded = value.rounded()
        guard rounded.magnitude < 2_147_483_648 else { return nil }
        return String(Int(rounded))
    }

    /// `#AARRGGBB`, upper case.
    static func argb(_ color: ColorValue) -> String {
        let rgb = color.mappedToSRGBGamut()
        let channels = [min(max(color.alpha, 0), 1), rgb.red, rgb.green, rgb.blue]
        let digits = Array("0123456789ABCDEF")
        return "#" + String(channels.flatMap { channel -> [Character] in
            let byte = min(max(Int((channel * 255).rounded()), 0), 255)
            return [digits[byte / 16], digits[byte % 16]]
        })
    }

    /// Text for a `<string>`: XML-escaped, with Android's own escapes for `\`, quotes, line
    /// breaks, and a leading `@` or `?` (which would make it a resource reference).
    private static func string(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "@" where result.isEmpty, "?" where result.isEmpty: result += "\\" + String(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return escaped(result)
    }

    /// XML character data or attribute text: `& < > "` escaped, characters XML 1.0 forbids dropped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r": continue
            case _ where scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `<!-- text -->` on one line, with no `--` inside and no `-` just before the end.
    static func comment(_ text: String) -> String {
        var body = ExportText.breaking((UInt8(ascii: "-"), UInt8(ascii: "-")), with: UInt8(ascii: " "), in: ExportText.singleLine(text))
        if body.hasSuffix("-") { body += " " }
        return "<!-- \(body) -->"
    }

    /// Java's and Kotlin's reserved words, which cannot name a field of `R`.
    public static let keywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
        "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
        "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native",
        "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
        "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void",
        "volatile", "while", "true", "false", "null", "as", "fun", "in", "is", "object", "typealias",
        "typeof", "val", "var", "when",
    ]
}
