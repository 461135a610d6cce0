/// Whether a color fits in sRGB, and the closest sRGB color when it does not.
extension ColorValue {
    /// Whether the color's sRGB components all lie in [0, 1], within 0.000075.
    public var isInSRGBGamut: Bool {
        SRGBGamutMapping.contains(srgbVector)
    }

    /// The gamma-encoded sRGB color, every component in [0, 1], that CSS Color 4 shows for this one.
    ///
    /// In-gamut colors are only clamped to [0, 1]. Others follow the CSS Color 4 algorithm:
    /// lightness ≥ 1 is white, ≤ 0 black; otherwise OKLCH chroma is reduced by binary search
    /// (precision 0.0001) until clipping the candidate changes it by less than deltaEOK 0.02.
    /// `none` components count as 0; alpha is ignored.
    public func mappedToSRGBGamut() -> (red: Double, green: Double, blue: Double) {
        let rgb = SRGBGamutMapping.map(self)
        return (rgb.x, rgb.y, rgb.z)
    }
}
