import Foundation
import Testing
@testable import DesignSystem
@testable import DesignTokens

/// The guide's components.css holds structure only: no colour, length, font or shadow, and rules
/// that never outweigh the utility classes.
@Suite("Component stylesheet")
struct ComponentStylesheetTests {
    /// The stylesheet without its comments.
    static func css() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/StyleGuide/Embedded/guide/css/components.css")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.replacing(/\/\*[\s\S]*?\*\//, with: "")
    }

    /// Each declaration as `property: value`.
    static func declarations(_ css: String) -> [(property: String, value: String)] {
        css.matches(of: /([a-z-]+)\s*:\s*([^;{}]+);/).map { (String($0.output.1), String($0.output.2).trimmingCharacters(in: .whitespaces)) }
    }

    @Test("no lengths, colours, shadows or type: only 0, 100%, 50% for the circle, auto and sizing keywords")
    func structureOnly() throws {
        let css = try Self.css()
        #expect(css.firstMatch(of: /\d(px|rem|em|ex|ch|vh|vw|vmin|vmax|pt|pc|cm|mm|in|q|ms|s|deg)\b/) == nil)
        #expect(css.firstMatch(of: /#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(|oklch\(|oklab\(|lab\(|lch\(|color-mix\(|var\(/) == nil)
        let allowedPercent: Set<String> = ["50%", "100%"]
        #expect(css.matches(of: /[\d.]+%/).allSatisfy { allowedPercent.contains(String($0.output)) })
        for (property, value) in Self.declarations(css) {
            #expect(!["box-shadow", "font-size", "font-family", "font-weight", "line-height", "letter-spacing", "opacity",
                      "gap", "width", "height"].contains(property) || ["100%", "auto", "fit-content"].contains(value),
                    "\(property): \(value)")
            if ["font", "color"].contains(property) { #expect(value == "inherit", "\(property): \(value)") }
            if ["background", "border"].contains(property) { #expect(value == "none", "\(property): \(value)") }
            if property.hasPrefix("padding") || property == "margin" { #expect(value == "0", "\(property): \(value)") }
            #expect(value.firstMatch(of: /[1-9]/) == nil || value == "100%" || value == "50%", "\(property): \(value)")
        }
    }

    @Test("every rule weighs nothing (inside :where) but the circle mask's")
    func zeroSpecificity() throws {
        let selectors = try Self.css().matches(of: /([^{}]+)\{/).map { $0.output.1.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(!selectors.isEmpty)
        for selector in selectors where selector != ".\(ImageMask.circleClass)" {
            let outside = selector.replacing(/:where\([^()]*(\([^()]*\)[^()]*)*\)/, with: "")
            #expect(outside.allSatisfy { $0.isWhitespace || $0 == "," || $0 == "*" }, "\(selector)")
        }
    }

    @Test("every component and structural part has rules: roots, box, mark, track, thumb, the circle")
    func coversComponents() throws {
        let css = try Self.css()
        for entry in ComponentCatalog.builtIn { #expect(css.contains(".sb-\(entry.about.name)"), "\(entry.about.name)") }
        for part in ["sb-checkbox__mark", "sb-checkbox__box", "sb-toggle__track", "sb-toggle__thumb", "sb-list-section__list",
                     "sb-text-field__field", ImageMask.circleClass] {
            #expect(css.contains("." + part), "\(part)")
        }
        #expect(css.contains(#".sb-toggle[aria-checked="true"]"#) && css.contains(#".sb-checkbox[aria-checked="false"]"#))
    }
}
