@testable import DesignTokens
import Testing

/// Every context of a modifier in one Swift file (`format=swift&theme=*`), and `name=`.
@Suite("Swift: every context in one file")
struct SwiftContextsExportTests {
    @Test("theme=*: one enum with light's values, Light and Dark nested, colours that differ follow the appearance")
    func lightAndDark() throws {
        let text = try ContextsFixture.render("theme")
        expectGolden(text, golden: "contexts.theme.swift")
        #expect(text.components(separatedBy: "public enum DesignTokens {").count == 2)
        #expect(text.contains("    public static let colorText = adaptive(light: Light.colorText, dark: Dark.colorText)"))
        #expect(text.contains("UIColor(dynamicProvider: { traits in UIColor(traits.userInterfaceStyle == .dark ? dark : light) })"))
        #expect(text.contains("NSColor(appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? dark : light)"))
        #expect(text.contains("static func adaptive(light: Color, dark: Color) -> Color { Color(uiColor: UIColors.dynamic(light: light, dark: dark)) }"))
    }

    @Test("a colour the same in light and dark stays a constant; one that differs is in Light, Dark, UIColors and NSColors")
    func whatAdapts() throws {
        let text = try ContextsFixture.render("theme")
        #expect(text.contains("    public static let colorBrand = Color(.sRGB, red: 0.27, green: 0.33, blue: 0.88, opacity: 1)"))
        #expect(!text.contains("static let colorBrand = adaptive"))
        let light = try section(text, "public enum Light {")
        let dark = try section(text, "public enum Dark {")
        #expect(light.contains("public static let colorAccent = Color(.displayP3, red: 1, green: 0, blue: 0.3, opacity: 1)"))
        #expect(dark.contains("public static let colorAccent = Color(.displayP3, red: 0.9, green: 0.2, blue: 0.4, opacity: 1)"))
        #expect(!light.contains("colorBrand") && !dark.contains("colorBrand") && !light.contains("radiusMd"))
        for kit in ["UIColor", "NSColor"] {
            #expect(text.contains("public static var colorAccent: \(kit) { dynamic(light: Light.colorAccent, dark: Dark.colorAccent) }"))
            #expect(!text.contains("public static var colorBrand: \(kit)"))
        }
    }

    @Test("a border or gradient differing in colours alone adapts; a shadow whose blur differs too keeps light's value")
    func composites() throws {
        let text = try ContextsFixture.render("theme")
        #expect(text.contains("    public static let borderFocus = Border(color: adaptive(light: Color(.sRGB, red: 0.1, green: 0.1, blue: 0.1, "
            + "opacity: 1), dark: Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 1)), width: 2, style: .solid)"))
        #expect(text.contains("        .init(color: adaptive(light: Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 1), "
            + "dark: Color(.sRGB, red: 0.1, green: 0.1, blue: 0.1, opacity: 1)), location: 1),"))
        let shadow = "public static let shadowRaised: [Shadow] = [Shadow(color: Color(.sRGB, red: 0.1, green: 0.1, blue: 0.1, opacity: 1), "
        #expect(text.contains("    " + shadow + "x: 0, y: 1, blur: 2, spread: 0, inset: false)]"))
        #expect(try section(text, "public enum Dark {").contains(shadow + "x: 0, y: 1, blur: 8, spread: 0, inset: false)]"))
    }

    @Test("each context's enum names the differing tokens it lacks and those Swift cannot hold")
    func lacking() throws {
        let text = try ContextsFixture.render("theme")
        let light = try section(text, "public enum Light {")
        let dark = try section(text, "public enum Dark {")
        #expect(light.contains("// Not in light: color.darkOnly"))
        #expect(light.contains("public static let colorLightOnly"))
        #expect(dark.contains("// Not in dark: color.lightOnly"))
        #expect(dark.contains("public static let colorDarkOnly"))
        #expect(light.contains("// Not representable in Swift: size.odd") && dark.contains("// Not representable in Swift: size.odd"))
        #expect(!text.contains("static let colorDarkOnly = adaptive"))
    }

    @Test("a token deprecated in dark only is deprecated wherever the file uses dark's value")
    func deprecatedInDark() throws {
        let text = try ContextsFixture.render("theme")
        let deprecated = "@available(*, deprecated, message: \"use color.text\")"
        #expect(text.contains("    \(deprecated)\n    public static let colorLegacy = adaptive("))
        #expect(text.contains("        \(deprecated)\n        public static var colorLegacy: UIColor"))
        #expect(try section(text, "public enum Dark {").contains("\(deprecated)\n        public static let colorLegacy"))
        #expect(!(try section(text, "public enum Light {")).contains(deprecated))
    }

    @Test("with dark as the default, the top level holds dark's values and a platform without appearances shows dark")
    func darkDefault() throws {
        let text = try ContextsFixture.render("theme", inputs: ["theme": "dark"])
        #expect(text.contains("Dark (the default) and Light hold the tokens"))
        #expect(text.contains("the top level holds dark's values"))
        #expect(text.contains("    static func adaptive(light: Color, dark: Color) -> Color { dark }\n}\n#endif\n"))
        #expect(text.contains("    public static let colorText = adaptive(light: Light.colorText, dark: Dark.colorText)"))
        #expect(text.contains("    public static let colorDarkOnly = Color("))
        #expect(!text.contains("\n    public static let colorLightOnly"))
    }

    @Test("density=*: the default at the top level and one enum per context, no providers and no UIKit")
    func density() throws {
        let text = try ContextsFixture.render("density")
        expectGolden(text, golden: "contexts.density.swift")
        #expect(!text.contains("UIKit") && !text.contains("adaptive(") && !text.contains("#if"))
        #expect(text.contains("    public static let spaceGap: CGFloat = 12\n"))
        #expect(try section(text, "public enum Spacious {").contains("public static let spaceExtra: CGFloat = 32"))
        #expect(try section(text, "public enum Compact {").contains("// Not in compact: space.extra"))
    }

    @Test("a filter that keeps no adapting colour leaves out the imports and the platform section")
    func filtered() throws {
        let variants = try ContextsFixture.variants("theme").filtered { $0.type == .dimension }
        let text = try TokenExport.render(variants, as: .swift)
        #expect(!text.contains("UIKit") && !text.contains("#if") && !text.contains("Color"))
        #expect(text.contains("public enum Light {") && text.contains("public enum Dark {"))
    }

    @Test("name= names the enum, of one context or of every context", arguments: [false, true])
    func typeName(everyContext: Bool) throws {
        let text: String
        if everyContext {
            text = try ContextsFixture.render("theme", typeName: "Brand")
        } else {
            let set = try ExportFixture.set()
            text = try TokenExport.render(set.tokens, from: set, as: .swift, options: TokenExportOptions(typeName: "Brand"))
        }
        #expect(text.contains("\npublic enum Brand {\n"))
        #expect(!text.contains("DesignTokens"))
        #expect(text.contains("\nextension Brand {\n"))
    }

    @Test("a type name that is a keyword or a type the file uses is refused, saying why",
          arguments: ["Color", "class", "Type", "Self", "Border", "UIColor", "CGFloat"])
    func unusableTypeName(name: String) throws {
        let set = try ExportFixture.set()
        for render in [{ try TokenExport.render(set.tokens, from: set, as: .swift, options: TokenExportOptions(typeName: name)) },
                       { try ContextsFixture.render("theme", typeName: name) }] {
            do {
                _ = try render()
                Issue.record("\(name) was accepted")
            } catch let error as TokenExportError {
                #expect(error.code == .typeNameNotUsable)
                #expect(error.message.contains("'\(name)'") && error.message.contains("choose another type name"), "\(error)")
            }
        }
    }

    @Test("contexts named like a type the file uses get _; two contexts that become one type are refused naming both")
    func contextTypes() throws {
        let text = try ContextsFixture.render("mode")
        #expect(text.contains("    public enum _Color {") && text.contains("    public enum _Border {"))
        #expect(text.contains("// Every context of mode: _Color (the default) and _Border hold"))
        let set = try ExportFixture.set()
        let twins = ContextVariants(modifier: "contrast", variants: ["high-contrast", "highContrast"].map {
            ContextVariants.Variant(context: $0, permutation: Permutation(["contrast": $0]), set: set)
        })
        #expect(throws: TokenExportError(.nameCollision, "the contexts 'high-contrast' and 'highContrast' of 'contrast' both become "
            + "the type 'HighContrast' in Swift; rename one of them (names are made of the context's letters and digits)")) {
            try TokenExport.render(twins, as: .swift)
        }
    }

    /// The lines of the nested enum that opens with `opening`, up to its closing brace.
    private func section(_ text: String, _ opening: String) throws -> String {
        let start = try #require(text.range(of: "    " + opening + "\n"))
        let end = try #require(text.range(of: "\n    }\n", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }
}
