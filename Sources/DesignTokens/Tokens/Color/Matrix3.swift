/// A 3×3 matrix, row-major, applied to column vectors (`M · v`) as in CSS Color 4.
struct Matrix3: Sendable {
    /// The rows, top to bottom.
    let rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// A matrix from its rows.
    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        rows = (row0, row1, row2)
    }

    /// `matrix · vector`.
    static func * (matrix: Matrix3, vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((matrix.rows.0 * vector).sum(), (matrix.rows.1 * vector).sum(), (matrix.rows.2 * vector).sum())
    }
}

extension SIMD3 where Scalar == Double {
    /// The vector with `transform` applied to each element.
    func map(_ transform: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(transform(x), transform(y), transform(z))
    }
}
