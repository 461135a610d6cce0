/// Conversion between any two of the 14 DTCG color spaces (CSS Color 4 formulas).
extension ColorValue {
    /// This color expressed in `space`.
    ///
    /// The same space returns the value unchanged. Otherwise `none` components are read as 0,
    /// the color passes through XYZ (D65), alpha is kept and `hex` is dropped (it described the
    /// value as written). A hue that is powerless in the result (a gray in `hsl`, `hwb`, `lch`
    /// or `oklch`) comes back as `none`; other hues lie in [0, 360). Out-of-gamut results are
    /// not mapped: an RGB component may fall outside [0, 1].
    public func converted(to space: ColorSpace) -> ColorValue {
        guard space != colorSpace else { return self }
        return ColorValue(space, space.values(fromXYZD65: colorSpace.xyzD65(from: numericComponents)), alpha: alpha)
    }

    /// The color as gamma-encoded sRGB, unclamped: a component may be below 0 or above 1.
    public var srgbComponents: (red: Double, green: Double, blue: Double) {
        let rgb = srgbVector
        return (rgb.x, rgb.y, rgb.z)
    }

    /// `srgbComponents` as a vector; `hsl` and `hwb` are converted directly, not through XYZ.
    var srgbVector: SIMD3<Double> {
        switch colorSpace.identifier {
        case .srgb: return numericComponents
        case .hsl: return SRGBPolarModels.srgb(fromHSL: numericComponents)
        case .hwb: return SRGBPolarModels.srgb(fromHWB: numericComponents)
        default: return ColorSpace.srgb.values(fromXYZD65: colorSpace.xyzD65(from: numericComponents))
        }
    }
}
