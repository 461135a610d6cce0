/// CSS Color 4 gamut mapping to sRGB: reduce OKLCH chroma by binary search until clipping the
/// result is no longer noticeable (deltaEOK below the JND of 0.02).
public enum SRGBGamutMapping {
    /// How far outside [0, 1] a gamma-encoded channel may be and still count as in gamut.
    static let gamutEpsilon = 0.000075
    /// The just noticeable difference in deltaEOK.
    private static let justNoticeableDifference = 0.02
    /// The chroma precision the search stops at (CSS Color 4's ε).
    private static let chromaPrecision = 0.0001

    /// Whether gamma-encoded sRGB lies in [0, 1] on every channel, within `gamutEpsilon`.
    static func contains(_ rgb: SIMD3<Double>) -> Bool {
        rgb.min() >= -gamutEpsilon && rgb.max() <= 1 + gamutEpsilon
    }

    /// Each channel clamped to [0, 1]; NaN (from absurdly large input) becomes 0.
    static func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        rgb.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
    }

    /// The gamma-encoded sRGB, within [0, 1], that CSS Color 4 renders `color` as.
    public static func map(_ color: ColorValue) -> SIMD3<Double> {
        let rgb = color.srgbVector
        if contains(rgb) { return clip(rgb) }
        var origin = ColorSpace.oklch.values(fromXYZD65: color.colorSpace.xyzD65(from: color.numericComponents))
        guard origin.x.isFinite, origin.y.isFinite else { return clip(rgb) }
        if origin.z.isNaN { origin.z = 0 }
        if origin.x >= 1 { return .one }
        if origin.x <= 0 { return .zero }

        var current = origin
        var clipped = clip(rgb)
        if distance(clipped, fromOKLCH: current) < justNoticeableDifference { return clipped }
        var low = 0.0
        var high = origin.y
        var lowIsInGamut = true
        while high - low > chromaPrecision {
            current.y = (low + high) / 2
            let candidate = srgb(fromOKLCH: current)
            if lowIsInGamut && contains(candidate) {
                low = current.y
                continue
            }
            clipped = clip(candidate)
            let difference = distance(clipped, fromOKLCH: current)
            if difference < justNoticeableDifference {
                if justNoticeableDifference - difference < chromaPrecision { return clipped }
                lowIsInGamut = false
                low = current.y
            } else {
                high = current.y
            }
        }
        return clipped
    }

    private static func srgb(fromOKLCH oklch: SIMD3<Double>) -> SIMD3<Double> {
        ColorSpace.srgb.values(fromXYZD65: ColorSpace.oklch.xyzD65(from: oklch))
    }

    /// deltaEOK between a gamma-encoded sRGB color and an OKLCH one.
    private static func distance(_ rgb: SIMD3<Double>, fromOKLCH oklch: SIMD3<Double>) -> Double {
        OKLab.distance(OKLab.okLab(fromXYZD65: ColorSpace.srgb.xyzD65(from: rgb)), PolarForm.rectangular(fromPolar: oklch))
    }
}
