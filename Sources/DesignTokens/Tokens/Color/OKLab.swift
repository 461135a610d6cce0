/// OKLab relative to D65 (Björn Ottosson's, with CSS Color 4's matrices): lightness 0–1.
enum OKLab {
    /// OKLab to XYZ relative to D65.
    static func xyzD65(fromOKLab okLab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = Matrix3.okLabToLMS * okLab
        return Matrix3.lmsToXYZ * (lms * lms * lms)
    }

    /// XYZ relative to D65 to OKLab, with a sign-preserving cube root.
    static func okLab(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        Matrix3.lmsToOKLab * (Matrix3.xyzToLMS * xyz).map(ColorMath.cbrt)
    }

    /// deltaEOK: the Euclidean distance between two OKLab colors.
    static func distance(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        let difference = first - second
        return (difference * difference).sum().squareRoot()
    }
}
