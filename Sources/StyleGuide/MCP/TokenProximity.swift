import DesignSystem
import MicroHTTP

/// A value tokens are measured against: a colour (CIEDE2000 ΔE) or a dimension (the difference in pixels).
enum TokenProximity {
    case color(ColorValue)
    case dimension(pixels: Double)

    /// One token and how far it is from the value.
    struct Match {
        let token: ResolvedToken
        let distance: Double
        let exact: Bool
    }

    /// The value `text` names, read as `type` (`color` or `dimension`) or, when nil, as whichever it is.
    init(reading text: String, as type: String?) throws(HTTPError) {
        if type != "color", let pixels = Self.pixels(text) {
            self = .dimension(pixels: pixels)
        } else if type != "dimension", let color = ColorValue(cssText: text) {
            self = .color(color)
        } else {
            let shown = MCPArguments.shown(text)
            let message = switch type {
            case "color": "'\(shown)' is not a colour: write it as CSS does, such as #4555e1, rgb(69 85 225), hsl(), oklch(), lab() or a colour name"
            case "dimension": "'\(shown)' is not a dimension: a number with px or rem, such as 12px or 0.75rem"
            default: "'\(shown)' is neither a colour (#4555e1, rgb(), hsl(), oklch(), lab(), a colour name) nor a dimension (12px, 0.75rem)"
            }
            throw HTTPError(.badRequest, message)
        }
    }

    /// The token type it is compared with.
    var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        }
    }

    /// The `limit` tokens of its type nearest it, exact matches first, then by distance, then by
    /// id: one pass, each token compared with the kept ones at most (`limit` is small).
    func nearest(in tokens: [ResolvedToken], limit: Int) -> [Match] {
        var kept: [Match] = []
        for token in tokens {
            guard let match = measure(token) else { continue }
            if kept.count == limit, let last = kept.last, !Self.precedes(match, last) { continue }
            let position = kept.firstIndex { Self.precedes(match, $0) } ?? kept.endIndex
            kept.insert(match, at: position)
            if kept.count > limit { kept.removeLast() }
        }
        return kept
    }

    /// How far `token` is from the value; nil for a token of another type.
    private func measure(_ token: ResolvedToken) -> Match? {
        switch (self, token.value) {
        case (.color(let wanted), .color(let color)):
            let distance = ColorValue.deltaE2000(wanted, color)
            return Match(token: token, distance: distance, exact: distance < 0.01 && abs(wanted.alpha - color.alpha) < 0.002)
        case (.dimension(let wanted), .dimension(let dimension)):
            let distance = abs(Self.pixels(of: dimension) - wanted)
            return Match(token: token, distance: distance, exact: distance < 0.0001)
        default:
            return nil
        }
    }

    private static func precedes(_ first: Match, _ second: Match) -> Bool {
        if first.exact != second.exact { return first.exact }
        if first.distance != second.distance { return first.distance < second.distance }
        return first.token.path.description < second.token.path.description
    }

    /// `12px`, `0.75rem` or a bare number (pixels), in pixels; nil for anything else.
    static func pixels(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace().lowercased()
        let (number, unit) = trimmed.hasSuffix("rem") ? (trimmed.dropLast(3), "rem") : trimmed.hasSuffix("px") ? (trimmed.dropLast(2), "px")
            : (Substring(trimmed), "px")
        guard let value = Double(number), value.isFinite else { return nil }
        return pixels(of: DimensionValue(value: value, unit: unit))
    }

    /// A dimension in pixels: a rem is 16px, as the guide's lint rules count it.
    static func pixels(of dimension: DimensionValue) -> Double {
        dimension.unit == "rem" ? dimension.value * 16 : dimension.value
    }
}
