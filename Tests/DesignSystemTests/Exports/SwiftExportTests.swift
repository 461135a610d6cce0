@testable import DesignSystem
import Testing

/// The SwiftUI source export of the fixture.
@Suite struct SwiftExportTests {
    @Test func writesADesignTokensEnum() throws {
        expectGolden(try ExportFixture.render(.swift), Self.source)
    }

    @Test func alwaysResolvesReferences() throws {
        expectGolden(try ExportFixture.render(.swift, resolveAliases: false), Self.source)
    }

    static let source = #"""
        // Swatchbook — theme=dark
        // Dimensions are in points (1px = 1pt, 1rem = 16pt); durations in seconds.
        import SwiftUI

        public enum DesignTokens {
            public static let colorAccent = Color(.sRGB, red: 1, green: 0.345135, blue: 0.264575, opacity: 1)
            public static let colorVivid = Color(.displayP3, red: 1, green: 0, blue: 0.5, opacity: 1)
            @available(*, deprecated, message: "use color.brand.900")
            public static let colorLegacy = Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.2)
            /// Brand primary
            public static let colorBrand500 = Color(.sRGB, red: 0.270588, green: 0.333333, blue: 0.882353, opacity: 1)
            public static let colorBrand900 = Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.2)
            public static let colorActionPrimary = Color(.sRGB, red: 0.270588, green: 0.333333, blue: 0.882353, opacity: 1)
            public static let colorActionPrimaryHover = Color(.sRGB, red: 0.270588, green: 0.333333, blue: 0.882353, opacity: 1)
            public static let space4: CGFloat = 16
            public static let spaceLg: CGFloat = 24
            public static let fontFamilySans: [String] = ["Inter", "Segoe UI", "sans-serif"]
            public static let fontWeightBold: Font.Weight = .bold
            public static let fontLineHeightBody: Double = 1.5
            public static let motionDurationFast: TimeInterval = 0.15
            public static let motionEasingStandard = CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
            public static let lineSolid: StrokeStyleToken = .solid
            public static let lineDotted: StrokeStyleToken = .pattern(dashArray: [4, 2], lineCap: .round)
            public static let borderFocus = Border(color: Color(.sRGB, red: 0.270588, green: 0.333333, blue: 0.882353, opacity: 1), width: 2, style: .solid)
            public static let transitionFade = Transition(duration: 0.15, delay: 0, curve: CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
            public static let shadowCard: [Shadow] = [
                Shadow(color: Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.2), x: 0, y: 1, blur: 2, spread: 0, inset: false),
                Shadow(color: Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 1), x: 0, y: -1, blur: 0, spread: 0, inset: true),
            ]
            public static let gradientHero = Gradient(stops: [
                .init(color: Color(.sRGB, red: 0.270588, green: 0.333333, blue: 0.882353, opacity: 1), location: 0),
                .init(color: Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 1), location: 1),
            ])
            public static let typographyBody = Typography(fontFamily: ["Inter", "Segoe UI", "sans-serif"], size: 16, weight: .bold, letterSpacing: 0.5, lineHeight: 1.5)
        }

        extension DesignTokens {
            /// An easing curve: the control points of `cubic-bezier(x1, y1, x2, y2)`.
            public struct CubicBezier: Sendable, Hashable {
                public let x1: Double
                public let y1: Double
                public let x2: Double
                public let y2: Double
            }

            /// A line style: a CSS keyword, or dash and gap lengths in points with how the dashes end.
            public enum StrokeStyleToken: Sendable, Hashable {
                case solid, dashed, dotted, double, groove, ridge, outset, inset
                case pattern(dashArray: [CGFloat], lineCap: LineCap)

                /// How the dashes of a pattern end.
                public enum LineCap: String, Sendable, Hashable {
                    case round, butt, square
                }
            }

            /// A border: colour, width in points, line style.
            public struct Border: Sendable, Hashable {
                public let color: Color
                public let width: CGFloat
                public let style: StrokeStyleToken
            }

            /// An animated transition: duration and delay in seconds, easing curve.
            public struct Transition: Sendable, Hashable {
                public let duration: TimeInterval
                public let delay: TimeInterval
                public let curve: CubicBezier
            }

            /// One shadow: colour, offsets, blur and spread in points, and whether it is inside the shape.
            public struct Shadow: Sendable, Hashable {
                public let color: Color
                public let x: CGFloat
                public let y: CGFloat
                public let blur: CGFloat
                public let spread: CGFloat
                public let inset: Bool
            }

            /// A text style: font names in order of preference, size and letter spacing in points,
            /// line height as a multiple of the size.
            public struct Typography: Sendable, Hashable {
                public let fontFamily: [String]
                public let size: CGFloat
                public let weight: Font.Weight
                public let letterSpacing: CGFloat?
                public let lineHeight: Double?
            }
        }

        """#
}
