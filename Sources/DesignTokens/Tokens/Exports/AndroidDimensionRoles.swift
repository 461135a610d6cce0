/// What Android writes each dimension token as: most are lengths in `dp`, text sizes are in `sp`
/// (``TextSizeTokens``), and letter spacings (``TextSpacingTokens``) a float in `em`, the only
/// unit `android:letterSpacing` takes.
///
/// A letter spacing in `em` is written as it is. One in `px` or `rem` becomes `em` at the font
/// size of the typography tokens that refer to it, when they all have one size in `px` or `rem`;
/// otherwise (a spacing no typography token uses, or tokens of several sizes) it has no `em`
/// form and is left out, with that reason (``OmissionReason/androidLetterSpacing(_:)``).
struct AndroidDimensionRoles: Sendable {
    /// The part a dimension plays.
    enum Role: Equatable {
        /// A length, in `dp`.
        case length
        /// A text size, in `sp`.
        case textSize
        /// A letter spacing, in `em`: a `px` or `rem` value is divided by `fontSize` (px), nil
        /// when the typography tokens using it do not agree on one.
        case letterSpacing(fontSize: Double?)
    }

    /// The text sizes.
    private(set) var textSizes: Set<TokenPath> = []
    /// The letter spacings, each with the one font size (px) its users share, or nil.
    private(set) var letterSpacings: [TokenPath: Double?] = [:]

    /// No roles: every dimension a length.
    init() {}

    /// The roles among `tokens`.
    init(_ tokens: [ResolvedToken]) {
        textSizes = TextSizeTokens.paths(in: tokens)
        for path in TextSpacingTokens.paths(in: tokens).letterSpacing { letterSpacings[path] = .some(nil) }
        var sizes: [TokenPath: Double?] = [:]
        for token in tokens {
            guard case .typography(let typography) = token.value else { continue }
            let size = LineHeightValue.pixels(typography.fontSize)
            for site in token.references where site.path == ["letterSpacing"] {
                guard case .alias(let target) = site.reference else { continue }
                if let known = sizes[target] { sizes[target] = known == size ? known : .some(nil) } else { sizes[target] = size }
            }
        }
        for (path, size) in sizes { letterSpacings[path] = size }
    }

    /// The roles over several sets of tokens (every context of a modifier): a letter spacing keeps
    /// a font size only when every set gives it the same one.
    mutating func formUnion(_ other: AndroidDimensionRoles) {
        textSizes.formUnion(other.textSizes)
        for (path, size) in other.letterSpacings {
            if let known = letterSpacings[path] { letterSpacings[path] = known == size ? known : .some(nil) } else { letterSpacings[path] = size }
        }
    }

    /// The role of the token at `path`.
    func role(of path: TokenPath) -> Role {
        if let size = letterSpacings[path] { return .letterSpacing(fontSize: size) }
        return textSizes.contains(path) ? .textSize : .length
    }

    /// The letter spacing `length` in `em`, nil when it has no `em` form at `fontSize`.
    static func em(_ length: DimensionValue, fontSize: Double?) -> Double? {
        if length.unit == "em" || length.value == 0 { return length.value }
        guard let pixels = LineHeightValue.pixels(length), let fontSize, fontSize > 0 else { return nil }
        let em = pixels / fontSize
        return em.isFinite ? em : nil
    }
}
