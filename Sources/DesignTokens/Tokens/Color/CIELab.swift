/// CIELAB relative to the D50 white (CSS Color 4): lightness 0–100, a and b unbounded.
enum CIELab {
    /// The D50 white point in XYZ, from its 4-figure chromaticity.
    static let d50White = SIMD3(0.3457 / 0.3585, 1.0, (1 - 0.3457 - 0.3585) / 0.3585)
    private static let epsilon = 216.0 / 24389
    private static let kappa = 24389.0 / 27

    /// Lab to XYZ relative to D50.
    static func xyzD50(fromLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return SIMD3(x, y, z) * d50White
    }

    /// XYZ relative to D50 to Lab.
    static func lab(fromXYZD50 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let f = (xyz / d50White).map { $0 > epsilon ? ColorMath.cbrt($0) : (kappa * $0 + 16) / 116 }
        return SIMD3(116 * f.y - 16, 500 * (f.x - f.y), 200 * (f.y - f.z))
    }
}
