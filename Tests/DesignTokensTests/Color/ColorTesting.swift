@testable import DesignTokens

/// Small helpers the color tests share.
enum ColorTesting {
    /// A color from plain numbers, nil standing for `none`.
    static func color(_ space: ColorSpace, _ values: [Double?], alpha: Double = 1) -> ColorValue {
        ColorValue(colorSpace: space, components: values.map { $0.map(ColorComponent.number) ?? .none }, alpha: alpha)
    }

    /// Whether `actual` is within `tolerance` of `expected`.
    static func isClose(_ actual: Double, _ expected: Double, tolerance: Double) -> Bool {
        (actual - expected).magnitude <= tolerance
    }

    /// Whether the components match `expected` (nil meaning `none`) within `tolerance`.
    static func matches(_ components: [ColorComponent], _ expected: [Double?], tolerance: Double) -> Bool {
        guard components.count == expected.count else { return false }
        return zip(components, expected).allSatisfy { component, expectedValue in
            switch (component, expectedValue) {
            case (.none, nil): return true
            case (.number(let value), let expectedNumber?): return isClose(value, expectedNumber, tolerance: tolerance)
            default: return false
            }
        }
    }
}
