/// What one token is written as in CSS, SCSS, or a JS string.
public struct CSSValue {
    /// The value.
    public var text: String
    /// A typography token's letter spacing, which the `font` shorthand cannot hold: it goes
    /// into a companion variable.
    public var letterSpacing: String?
    /// What the value cannot say (a stroke style's dash pattern), for a comment beside it.
    var note: String?
}

/// How a file refers to one of its tokens: `var(--name)` or `$name`, and the same for the
/// companion letter-spacing variable of a typography token.
public struct CSSReference {
    /// The reference to the token's variable.
    var value: String
    /// The reference to its letter-spacing variable, when it has one.
    var letterSpacing: String?
}

/// Writes token values as CSS text.
///
/// Colours use `ColorValue.cssString`; dimensions and durations keep the unit as written;
/// numbers are compact (`1.5`, `16`). A font family name stays bare when it is a CSS
/// identifier (`Inter`, `sans-serif`) and is quoted otherwise (`"Segoe UI"`). A value is nil
/// when CSS cannot hold it: a raw value that is not a string or number, or a unit or keyword
/// that is not an identifier (possible only in files read tolerantly).
public struct CSSValueWriter {
    /// How a reference to the token at a path is written, or nil when the value is written out;
    /// nil when every value is.
    var reference: ((TokenPath) -> CSSReference?)?
    /// True for SCSS, where `16px/1.5` in a variable would be a division.
    var isSCSS: Bool

    /// How far along an alias chain a reference the file can write is looked for: the nearest
    /// one is almost always the first link, and no chain makes writing a file quadratic.
    static let chainSearchLimit = 32

    /// A writer; by default every value is written out.
    public init(reference: ((TokenPath) -> CSSReference?)? = nil, isSCSS: Bool = false) {
        self.reference = reference
        self.isSCSS = isSCSS
    }

    /// The token's value: a reference when it aliases a token the file can refer to (the nearest
    /// among the first links of its alias chain), otherwise its value with the references it has inside.
    func value(of token: ResolvedToken) -> CSSValue? {
        if let reference, let target = token.aliasChain.prefix(Self.chainSearchLimit).lazy.compactMap(reference).first {
            return CSSValue(text: target.value, letterSpacing: token.value.hasLetterSpacing ? target.letterSpacing : nil)
        }
        return value(token.value, parts: partReferences(of: token))
    }

    /// A value written out in full.
    public func value(_ value: TokenValue) -> CSSValue? { self.value(value, parts: [:]) }

    private func value(_ value: TokenValue, parts: [[String]: String]) -> CSSValue? {
        switch value {
        case .color(let color): return CSSValue(text: color.cssString)
        case .dimension(let dimension): return self.dimension(dimension).map { CSSValue(text: $0) }
        case .fontFamily(let names, _): return fontFamily(names).map { CSSValue(text: $0) }
        case .fontWeight(let weight): return CSSValue(text: Self.number(weight.weight))
        case .duration(let duration): return self.duration(duration).map { CSSValue(text: $0) }
        case .cubicBezier(let curve): return CSSValue(text: cubicBezier(curve))
        case .number(let number): return CSSValue(text: Self.number(number))
        case .strokeStyle(let style): return strokeKeyword(style).map { CSSValue(text: $0, note: dashPattern(style)) }
        case .border(let border): return self.border(border, parts: parts).map { CSSValue(text: $0) }
        case .transition(let transition): return self.transition(transition, parts: parts).map { CSSValue(text: $0) }
        case .shadow(let layers, let isList): return shadow(layers, isList: isList, parts: parts).map { CSSValue(text: $0) }
        case .gradient(let stops): return gradient(stops, parts: parts).map { CSSValue(text: $0) }
        case .typography(let typography): return self.typography(typography, parts: parts)
        case .raw(let json): return raw(json).map { CSSValue(text: $0) }
        }
    }

    /// The references inside a composite value that lead to whole tokens the file can refer to,
    /// by where they stand below `$value`. None when a shadow or gradient list has an element
    /// that refers to a whole token: that element may have been replaced by several, so the
    /// positions written no longer match the value's.
    private func partReferences(of token: ResolvedToken) -> [[String]: String] {
        let hasElementReference = token.references.contains { site in
            site.path.count == 1 && Int(site.path[0]) != nil
        }
        guard !hasElementReference else { return [:] }
        var parts: [[String]: String] = [:]
        for site in token.references where !site.path.isEmpty {
            if let target = Self.wholeToken(site.reference), let text = reference?(target)?.value {
                parts[site.path] = text
            }
        }
        return parts
    }

    /// The token a reference names as a whole; nil when it points into part of a value.
    private static func wholeToken(_ reference: TokenReference) -> TokenPath? {
        switch reference {
        case .alias(let path): return path
        case .pointer(let pointer):
            let tokens = pointer.tokens.last == "$value" ? Array(pointer.tokens.dropLast()) : pointer.tokens
            return tokens.contains("$value") || tokens.isEmpty ? nil : TokenPath(tokens)
        }
    }

    // MARK: Simple values

    /// Compact decimal text: `16`, `1.5`, `0.25`.
    static func number(_ value: Double) -> String { CompactNumber.format(value) }

    /// `16px`, `1rem`; nil when the unit is not letters or `%`.
    func dimension(_ dimension: DimensionValue) -> String? { measure(dimension.value, dimension.unit) }

    /// `200ms`, `0.2s`; nil when the unit is not letters or `%`.
    func duration(_ duration: DurationValue) -> String? { measure(duration.value, duration.unit) }

    private func measure(_ value: Double, _ unit: String) -> String? {
        guard !unit.isEmpty, unit.utf8.allSatisfy({ Self.isASCIILetter($0) || $0 == UInt8(ascii: "%") }) else { return nil }
        return Self.number(value) + unit
    }

    /// `cubic-bezier(0.4, 0, 0.2, 1)`.
    func cubicBezier(_ curve: CubicBezierValue) -> String {
        "cubic-bezier(" + curve.points.map(Self.number).joined(separator: ", ") + ")"
    }

    /// The names, comma-separated, each bare or quoted; nil for an empty list.
    func fontFamily(_ names: [String]) -> String? {
        guard !names.isEmpty else { return nil }
        return names.map { Self.isPlainFamilyName($0) ? $0 : Self.quoted($0) }.joined(separator: ", ")
    }

    /// The keyword; a dash pattern is written `dashed`. Nil for a keyword that is not letters and `-`.
    func strokeKeyword(_ style: StrokeStyleValue) -> String? {
        switch style {
        case .keyword(let keyword):
            let isIdentifier = !keyword.isEmpty && keyword.utf8.allSatisfy { Self.isASCIILetter($0) || $0 == UInt8(ascii: "-") }
            return isIdentifier ? keyword : nil
        case .pattern: return "dashed"
        }
    }

    /// `dash-array: 4px 2px; line-cap: round` for a dash pattern, nil for a keyword.
    func dashPattern(_ style: StrokeStyleValue) -> String? {
        guard case .pattern(let dashes, let cap) = style else { return nil }
        return "dash-array: " + dashes.map { Self.number($0.value) + $0.unit }.joined(separator: " ") + "; line-cap: " + cap
    }
}

extension TokenValue {
    /// True for a typography value with a letter spacing, which CSS writes in a variable of its own.
    var hasLetterSpacing: Bool {
        if case .typography(let typography) = self { return typography.letterSpacing != nil }
        return false
    }
}
