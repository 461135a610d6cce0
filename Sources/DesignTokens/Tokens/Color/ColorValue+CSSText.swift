/// Reading a colour written as CSS text.
extension ColorValue {
    /// The colour CSS text names, or nil when it is no colour: everything legacy token files
    /// write (`#rgb` to `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hsla()`, the basic colour names
    /// and `transparent`), and CSS Color 4's `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and
    /// `color(<space> …)`, numbers or percentages, hues with or without `deg`, alpha after `/`.
    public init?(cssText text: String) {
        if let legacy = LegacyColor.parse(text) {
            self = legacy
            return
        }
        let trimmed = text.trimmingWhitespace().lowercased()
        guard trimmed.utf8.count <= 200, let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        var function = String(trimmed[..<open])
        var parts = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            .split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let functional = function != "color"
        if !functional {
            guard let first = parts.first else { return nil }
            function = first == "xyz" ? "xyz-d65" : first
            parts.removeFirst()
        }
        // `lab(…)` and its kin are functions of their own; the RGB and XYZ spaces only `color(<space> …)`.
        guard let space = ColorSpace(function), Self.functionSpaces.contains(function) == functional else { return nil }
        var alpha = 1.0
        if let slash = parts.firstIndex(of: "/") {
            guard slash == parts.count - 2, let value = Self.cssNumber(parts[slash + 1], percentOf: 1) else { return nil }
            alpha = value
            parts.removeLast(2)
        } else if let split = parts.last?.split(separator: "/", omittingEmptySubsequences: false), split.count == 2 {
            guard let value = Self.cssNumber(String(split[1]), percentOf: 1) else { return nil }
            alpha = value
            parts[parts.count - 1] = String(split[0])
        }
        guard parts.count == 3 else { return nil }
        var components: [ColorComponent] = []
        for (index, part) in parts.enumerated() {
            if part == "none" { components.append(.none); continue }
            let text = index == space.hueIndex && part.hasSuffix("deg") ? String(part.dropLast(3)) : part
            guard let value = Self.cssNumber(text, percentOf: Self.percentBasis(space, index)) else { return nil }
            components.append(.number(value))
        }
        self.init(colorSpace: space, components: components, alpha: min(max(alpha, 0), 1))
    }

    /// The spaces CSS writes as functions named after them.
    private static let functionSpaces: Set<String> = ["hsl", "hwb", "lab", "lch", "oklab", "oklch"]

    /// A number, or a percentage of `basis`.
    private static func cssNumber(_ text: String, percentOf basis: Double) -> Double? {
        let value = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 * basis } : Double(text)
        return value.flatMap { $0.isFinite ? $0 : nil }
    }

    /// What 100% of the component at `index` of `space` is, as CSS Color 4 defines it.
    private static func percentBasis(_ space: ColorSpace, _ index: Int) -> Double {
        switch (space.identifier, index) {
        case (.hsl, _), (.hwb, _), (.lab, 0), (.lch, 0): return 100
        case (.lab, _): return 125
        case (.lch, _): return 150
        case (.oklab, 0), (.oklch, 0): return 1
        case (.oklab, _), (.oklch, _): return 0.4
        default: return 1
        }
    }
}
