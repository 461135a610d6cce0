/// How a Swift file holding a light and a dark context follows the system appearance.
///
/// A colour that differs between the two is declared `adaptive(light: …, dark: …)`, and the file
/// ends with one definition of `adaptive` per platform: on UIKit (iOS, iPadOS, tvOS, visionOS,
/// Mac Catalyst) a `UIColor(dynamicProvider:)` reading the trait collection's
/// `userInterfaceStyle`, wrapped by `Color(uiColor:)`; on AppKit an `NSColor(name:dynamicProvider:)`
/// asking the appearance for its best match among dark and light aqua, wrapped by `Color(nsColor:)`;
/// on watchOS, which is always dark, the dark colour; elsewhere the default context's. The colour
/// tokens themselves are also given as `UIColor`s (`UIColors`) and `NSColor`s (`NSColors`). The
/// providers capture only SwiftUI `Color`s, which are `Sendable`, so the file compiles in the
/// Swift 6 language mode whether or not a platform marks its provider `@Sendable`.
enum SwiftAppearance {
    /// The name of the function that makes a SwiftUI colour follow the appearance.
    static let adaptive = "adaptive"

    /// The lines importing UIKit, or AppKit where there is no UIKit.
    static let imports = ["#if canImport(UIKit)", "import UIKit", "#elseif canImport(AppKit)", "import AppKit", "#endif"]

    /// A colour token that follows the appearance.
    struct Member {
        /// Its name in the file.
        var name: String
        /// Its description and deprecation lines.
        var attributes: [String]
    }

    /// The platform section ending the file, for the enum `typeName` whose context enums of the
    /// light and dark contexts are `light` and `dark`; `defaultIsDark` when the dark context is the
    /// default, which a platform without appearances then shows.
    static func section(typeName: String, members: [Member], light: String, dark: String, defaultIsDark: Bool) -> [String] {
        let signature = "static func \(adaptive)(light: Color, dark: Color) -> Color"
        let fallback = defaultIsDark ? "dark" : "light"
        var lines = ["", "#if os(watchOS)", "extension \(typeName) {",
                     "    /// `dark`: watchOS is always dark.", "    \(signature) { dark }", "}", "#elseif canImport(UIKit)"]
        lines += platform(typeName: typeName, members: members, light: light, dark: dark, kit: .uiKit)
        lines.append("#elseif canImport(AppKit)")
        lines += platform(typeName: typeName, members: members, light: light, dark: dark, kit: .appKit)
        lines += ["#else", "extension \(typeName) {",
                  "    /// `\(fallback)`, the default context's: there is no system appearance to follow here.",
                  "    \(signature) { \(fallback) }", "}", "#endif"]
        return lines
    }

    /// UIKit's or AppKit's part of the section.
    private struct Kit {
        var colorType: String
        var enumName: String
        var summary: String
        var dynamicSummary: String
        var dynamicBody: [String]
        var wrapper: String

        static let uiKit = Kit(
            colorType: "UIColor", enumName: "UIColors",
            summary: "The colours that differ between light and dark as UIKit colours, each following the trait collection's `userInterfaceStyle`.",
            dynamicSummary: "`dark` when the trait collection's `userInterfaceStyle` is dark, `light` otherwise.",
            dynamicBody: ["UIColor(dynamicProvider: { traits in UIColor(traits.userInterfaceStyle == .dark ? dark : light) })"],
            wrapper: "Color(uiColor:")
        static let appKit = Kit(
            colorType: "NSColor", enumName: "NSColors",
            summary: "The colours that differ between light and dark as AppKit colours, each following the appearance it is drawn in.",
            dynamicSummary: "`dark` when the appearance is closest to dark aqua, `light` otherwise.",
            dynamicBody: ["NSColor(name: nil, dynamicProvider: { appearance in",
                          "    NSColor(appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? dark : light)", "})"],
            wrapper: "Color(nsColor:")
    }

    private static func platform(typeName: String, members: [Member], light: String, dark: String, kit: Kit) -> [String] {
        var lines = ["extension \(typeName) {", "    /// \(kit.summary)", "    public enum \(kit.enumName) {"]
        for member in members {
            lines += member.attributes.map { "        " + $0 }
            lines.append("        public static var \(member.name): \(kit.colorType) { dynamic(light: \(light).\(member.name), "
                + "dark: \(dark).\(member.name)) }")
        }
        if !members.isEmpty { lines.append("") }
        lines += ["        /// \(kit.dynamicSummary)", "        static func dynamic(light: Color, dark: Color) -> \(kit.colorType) {"]
        lines += kit.dynamicBody.map { "            " + $0 }
        lines += ["        }", "    }", "",
                  "    /// A SwiftUI colour that is `dark` in dark mode and `light` otherwise.",
                  "    static func \(adaptive)(light: Color, dark: Color) -> Color { \(kit.wrapper) \(kit.enumName).dynamic(light: light, dark: dark)) }",
                  "}"]
        return lines
    }
}
