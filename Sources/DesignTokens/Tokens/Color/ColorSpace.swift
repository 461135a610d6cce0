/// A color space or color model a DTCG 2025.10 color token may name in `colorSpace`.
///
/// The set is closed: the 14 identifiers of the Color Module, matched exactly and
/// case-sensitively. Every space has three components (see `componentNames` and
/// `componentRanges`).
public struct ColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The 14 identifiers, kept as an enum so every switch over them is exhaustive.
    enum Identifier: String, CaseIterable, Sendable {
        case srgb
        case srgbLinear = "srgb-linear"
        case hsl
        case hwb
        case lab
        case lch
        case oklab
        case oklch
        case displayP3 = "display-p3"
        case a98RGB = "a98-rgb"
        case prophotoRGB = "prophoto-rgb"
        case rec2020
        case xyzD65 = "xyz-d65"
        case xyzD50 = "xyz-d50"
    }

    /// Which of the 14 spaces this is.
    let identifier: Identifier

    private init(_ identifier: Identifier) {
        self.identifier = identifier
    }

    /// The space named by a `colorSpace` string, or nil when it is not one of the 14 (exact, case-sensitive).
    public init?(_ identifier: String) {
        guard let known = Identifier(rawValue: identifier) else { return nil }
        self.init(known)
    }

    /// The DTCG identifier, e.g. `display-p3`.
    public var rawValue: String { identifier.rawValue }

    /// The DTCG identifier, e.g. `display-p3`.
    public var description: String { rawValue }

    /// Every supported space, in the order the Color Module lists them.
    public static let all: [ColorSpace] = Identifier.allCases.map(ColorSpace.init)

    /// Gamma-encoded sRGB (`srgb`), components 0–1.
    public static let srgb = ColorSpace(.srgb)
    /// Linear-light sRGB (`srgb-linear`), components 0–1.
    public static let srgbLinear = ColorSpace(.srgbLinear)
    /// HSL (`hsl`): hue in degrees, saturation and lightness 0–100.
    public static let hsl = ColorSpace(.hsl)
    /// HWB (`hwb`): hue in degrees, whiteness and blackness 0–100.
    public static let hwb = ColorSpace(.hwb)
    /// CIELAB relative to D50 (`lab`): lightness 0–100, unbounded a and b.
    public static let lab = ColorSpace(.lab)
    /// CIE LCH relative to D50 (`lch`): lightness 0–100, chroma ≥ 0, hue in degrees.
    public static let lch = ColorSpace(.lch)
    /// OKLab (`oklab`): lightness 0–1, unbounded a and b.
    public static let oklab = ColorSpace(.oklab)
    /// OKLCH (`oklch`): lightness 0–1, chroma ≥ 0, hue in degrees.
    public static let oklch = ColorSpace(.oklch)
    /// Display P3 (`display-p3`), components 0–1.
    public static let displayP3 = ColorSpace(.displayP3)
    /// Adobe RGB (1998) (`a98-rgb`), components 0–1.
    public static let a98RGB = ColorSpace(.a98RGB)
    /// ProPhoto RGB, relative to D50 (`prophoto-rgb`), components 0–1.
    public static let prophotoRGB = ColorSpace(.prophotoRGB)
    /// ITU-R BT.2020 primaries with CSS Color 4's gamma 2.4 curve (`rec2020`), components 0–1.
    public static let rec2020 = ColorSpace(.rec2020)
    /// CIE XYZ relative to D65 (`xyz-d65`); see `componentRanges` for the range caveat.
    public static let xyzD65 = ColorSpace(.xyzD65)
    /// CIE XYZ relative to D50 (`xyz-d50`); see `componentRanges` for the range caveat.
    public static let xyzD50 = ColorSpace(.xyzD50)
}
