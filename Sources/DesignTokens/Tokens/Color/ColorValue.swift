/// The value of a DTCG 2025.10 color token: a color space, three components, alpha and an
/// optional sRGB hex fallback.
///
/// `components` is authoritative; `hex` is kept exactly as the author wrote it and is never
/// used for conversion. Values are stored as given (no range checks, no rounding): validating
/// them against `ColorSpace.componentRanges` is the parser's job.
public struct ColorValue: Sendable, Hashable {
    /// The space the components are expressed in.
    public var colorSpace: ColorSpace
    /// Exactly three components, in the order of `colorSpace.componentNames`.
    public var components: [ColorComponent]
    /// Opacity from 0 (transparent) to 1 (opaque); 1 when the token omits it.
    public var alpha: Double
    /// The token's `hex` fallback as written, if any.
    public var hex: String?

    /// Creates a color value.
    ///
    /// - Precondition: `components.count == 3` (every DTCG color space has three); callers
    ///   reading untrusted input check the count first and report it as an error.
    public init(colorSpace: ColorSpace, components: [ColorComponent], alpha: Double = 1, hex: String? = nil) {
        precondition(components.count == 3, "a DTCG color has exactly 3 components, got \(components.count)")
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }

    /// Creates a value from three plain numbers.
    public init(_ colorSpace: ColorSpace, _ values: SIMD3<Double>, alpha: Double) {
        self.init(colorSpace: colorSpace,
                  components: [values.x, values.y, values.z].map(ColorComponent.init(markingNaNAsNone:)),
                  alpha: alpha)
    }

    /// The components as numbers, `none` read as 0.
    public var numericComponents: SIMD3<Double> {
        SIMD3(components[0].numericValue, components[1].numericValue, components[2].numericValue)
    }
}
