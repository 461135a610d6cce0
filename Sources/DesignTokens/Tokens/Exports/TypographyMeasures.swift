/// A typography value's lengths at its own size, as Swift and Android write them: the size in
/// points (px 1:1, rem × 16), the letter spacing in points and in em, the line height as a
/// multiple of the size and in points.
///
/// A letter spacing or line height in `em` is a fraction of the value's own font size; one in px
/// or rem is converted to points. Nil when a member's unit does not convert (the font size must be
/// px or rem), when a length must be divided by a font size of 0, or when a converted length
/// leaves Double's range.
struct TypographyMeasures: Equatable {
    /// The font size in points.
    var size: Double
    /// The letter spacing in points (tracking), when the value has one.
    var letterSpacing: Double?
    /// The line height as a multiple of the size, when the value has one.
    var lineHeight: Double?

    /// The measures of `typography`.
    init?(_ typography: TypographyValue) {
        guard let size = Self.points(typography.fontSize) else { return nil }
        self.size = size
        if let spacing = typography.letterSpacing {
            guard let points = Self.points(spacing, em: size) else { return nil }
            letterSpacing = points
        }
        switch typography.lineHeight {
        case .multiple(let multiple)?: lineHeight = multiple
        case .length(let length)?:
            guard let points = Self.points(length, em: size), size != 0 else { return nil }
            lineHeight = points / size
        case nil: lineHeight = nil
        }
        // A product or quotient past Double's range would be written as 0: leave the token out instead.
        guard [size, letterSpacing ?? 0, lineHeight ?? 0, lineHeightPoints ?? 0].allSatisfy(\.isFinite) else { return nil }
    }

    /// The letter spacing as a fraction of the size (Android's `letterSpacing`); 0 without one,
    /// nil when a spacing that is not 0 would be divided by a size of 0 (or one so small the
    /// quotient leaves Double's range).
    var letterSpacingEm: Double? {
        guard let letterSpacing, letterSpacing != 0 else { return 0 }
        let em = letterSpacing / size
        return em.isFinite ? em : nil
    }

    /// The line height in points, when the value has one.
    var lineHeightPoints: Double? { lineHeight.map { $0 * size } }

    /// The units a letter spacing or line height converts from: px and rem to points, em at the size.
    static let spacingUnits = ["px", "rem", "em"]

    /// Points for px (1:1), rem (16 each), and em when `em` gives the size an em is.
    static func points(_ length: DimensionValue, em: Double? = nil) -> Double? {
        switch length.unit {
        case "px": return length.value
        case "rem": return length.value * 16
        case "em": return em.map { length.value * $0 }
        default: return nil
        }
    }
}
