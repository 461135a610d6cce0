/// The small types a generated Swift file defines, inside `extension DesignTokens`, for the
/// composite values SwiftUI has no type for. A file defines only the ones its tokens use.
enum SwiftSupportType: CaseIterable, Hashable {
    case cubicBezier, strokeStyle, border, transition, shadow, typography

    /// The declaration's lines, unindented.
    var definition: [String] {
        switch self {
        case .cubicBezier:
            return [
                "/// An easing curve: the control points of `cubic-bezier(x1, y1, x2, y2)`.",
                "public struct CubicBezier: Sendable, Hashable {",
                "    public let x1: Double",
                "    public let y1: Double",
                "    public let x2: Double",
                "    public let y2: Double",
                "}",
            ]
        case .strokeStyle:
            return [
                "/// A line style: a CSS keyword, or dash and gap lengths in points with how the dashes end.",
                "public enum StrokeStyleToken: Sendable, Hashable {",
                "    case solid, dashed, dotted, double, groove, ridge, outset, inset",
                "    case pattern(dashArray: [CGFloat], lineCap: LineCap)",
                "",
                "    /// How the dashes of a pattern end.",
                "    public enum LineCap: String, Sendable, Hashable {",
                "        case round, butt, square",
                "    }",
                "}",
            ]
        case .border:
            return [
                "/// A border: colour, width in points, line style.",
                "public struct Border: Sendable, Hashable {",
                "    public let color: Color",
                "    public let width: CGFloat",
                "    public let style: StrokeStyleToken",
                "}",
            ]
        case .transition:
            return [
                "/// An animated transition: duration and delay in seconds, easing curve.",
                "public struct Transition: Sendable, Hashable {",
                "    public let duration: TimeInterval",
                "    public let delay: TimeInterval",
                "    public let curve: CubicBezier",
                "}",
            ]
        case .shadow:
            return [
                "/// One shadow: colour, offsets, blur and spread in points, and whether it is inside the shape.",
                "public struct Shadow: Sendable, Hashable {",
                "    public let color: Color",
                "    public let x: CGFloat",
                "    public let y: CGFloat",
                "    public let blur: CGFloat",
                "    public let spread: CGFloat",
                "    public let inset: Bool",
                "}",
            ]
        case .typography:
            return [
                "/// A text style: font names in order of preference, size and letter spacing in points (an `em`",
                "/// spacing converted at this size), weight, line height as a multiple of the size.",
                "///",
                "///     Text(\"Title\")",
                "///         .font(style.font)",
                "///         .tracking(style.tracking)",
                "///         .lineSpacing(style.lineSpacing)",
                "public struct Typography: Sendable, Hashable {",
                "    public let fontFamily: [String]",
                "    public let size: CGFloat",
                "    public let weight: Font.Weight",
                "    public let letterSpacing: CGFloat?",
                "    public let lineHeight: Double?",
                "",
                "    /// The first font of the list that is not a CSS generic family, at `size` (scaled with",
                "    /// Dynamic Type like body text) and `weight`; the system font, in the design of the",
                "    /// generic family, when the list names no other font.",
                "    public var font: Font {",
                "        if let name = fontFamily.first(where: { Self.designs[$0.lowercased()] == nil }) {",
                "            return Font.custom(name, size: size).weight(weight)",
                "        }",
                "        let design = fontFamily.lazy.compactMap { Self.designs[$0.lowercased()] }.first ?? .default",
                "        return Font.system(size: size, weight: weight, design: design)",
                "    }",
                "",
                "    /// The tracking in points: the letter spacing, 0 when there is none.",
                "    public var tracking: CGFloat { letterSpacing ?? 0 }",
                "",
                "    /// The points `lineSpacing(_:)` adds between lines: the line height beyond the size,",
                "    /// `(lineHeight - 1) × size`, 0 when there is none. SwiftUI adds it to the font's own",
                "    /// line height, which holds the font's leading.",
                "    public var lineSpacing: CGFloat { max(0, CGFloat((lineHeight ?? 1) - 1) * size) }",
                "",
                "    /// CSS generic families and the system font design each stands for.",
                "    private static let designs: [String: Font.Design] = [",
                "        \"sans-serif\": .default, \"system-ui\": .default, \"ui-sans-serif\": .default, \"-apple-system\": .default,",
                "        \"serif\": .serif, \"ui-serif\": .serif, \"monospace\": .monospaced, \"ui-monospace\": .monospaced,",
                "        \"ui-rounded\": .rounded,",
                "    ]",
                "}",
            ]
        }
    }
}
