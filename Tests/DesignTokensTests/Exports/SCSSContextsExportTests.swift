@testable import DesignTokens
import Testing

/// The SCSS file of every context: the default's variables, then one map of every context.
@Suite("SCSS: every context in one file")
struct SCSSContextsExportTests {
    /// The entries of each context's map in `$<name>`, values unwrapped from their parentheses.
    static func maps(_ scss: String, name: String) -> [String: [String: String]] {
        var maps: [String: [String: String]] = [:]
        var inside = false
        var context: String?
        for line in scss.split(separator: "\n") {
            if line == "$\(name): (" { inside = true; continue }
            guard inside else { continue }
            if line == ");" { break }
            if line.hasPrefix("  \""), line.hasSuffix(": (") || line.hasSuffix(": ()") {
                context = String(line.dropFirst(3).prefix { $0 != "\"" })
                maps[context!] = [:]
            } else if line.hasPrefix("    \""), let context, let colon = line.firstRange(of: "\": ") {
                var value = String(line[colon.upperBound...].dropLast())
                if value.hasPrefix("("), value.hasSuffix(")") { value = String(value.dropFirst().dropLast()) }
                maps[context]![String(line[line.index(line.startIndex, offsetBy: 5)..<colon.lowerBound])] = value
            }
        }
        return maps
    }

    /// `$name: value;` lines of a file, by name.
    static func variables(_ scss: String) -> [String: String] {
        var variables: [String: String] = [:]
        for line in scss.split(separator: "\n") where line.hasPrefix("$") && line.hasSuffix(";") {
            guard let colon = line.firstRange(of: ": ") else { continue }
            variables[String(line[line.index(after: line.startIndex)..<colon.lowerBound])] = String(line[colon.upperBound...].dropLast())
        }
        return variables
    }

    @Test("each context's map holds its own value of every varying token; the variables are the default's")
    func mapsHoldEachContext() throws {
        let variants = try ThemeContextsFixture.variants(contexts: ["light", "dark", "contrast"])
        let scss = try ThemeContextsFixture.render(.scss, variants: variants)
        let maps = Self.maps(scss, name: "theme-contexts")
        #expect(maps.keys.sorted() == ["contrast", "dark", "light"])
        let defaults = Self.variables(scss)
        #expect(defaults.filter { $0.key != "theme-contexts" } == Self.variables(try ThemeContextsFixture.single(.scss, variants, at: 0)))
        let varying = ["color-background", "color-text-default", "font-size-body", "typography-body",
                       "typography-body-letter-spacing", "shadow-card", "color-glow"]
        for (index, variant) in variants.variants.enumerated() {
            let own = Self.variables(try ThemeContextsFixture.single(.scss, variants, at: index))
            let map = try #require(maps[variant.context])
            // A token the context lacks has the default's value; one only others have is absent.
            let expected = varying.reduce(into: [String: String]()) { $0[$1] = own[$1] ?? (index == 0 || $1 == "color-glow" ? nil : defaults[$1]) }
            #expect(map == expected, "\(variant.context)")
        }
    }

    @Test("with references, a map refers only to variables of tokens that do not vary; a size variable is interpolated")
    func references() throws {
        let scss = try ThemeContextsFixture.render(.scss, resolveAliases: false)
        let maps = Self.maps(scss, name: "theme-contexts")
        #expect(maps["dark"]?["color-text-default"] == "$color-gray-100")
        #expect(maps["dark"]?["typography-body"] == "400 17px/#{1.5} $font-family-sans")
        #expect(Self.variables(scss)["typography-body"] == "400 #{$font-size-body}/#{1.5} $font-family-sans")
    }

    @Test("a comma outside brackets and quotes is found", arguments: [
        ("1px 2px #000, inset 0 1px #fff", true), ("Inter, sans-serif", true), ("cubic-bezier(0.4, 0, 0.2, 1)", false),
        (#""a, b""#, false), ("16px/#{1.5} Inter", false), ("linear-gradient(#fff 0%, #000 100%)", false),
        (#"'x\', y', z"#, true), ("#ffffff", false),
    ])
    func topLevelCommas(value: String, expected: Bool) {
        #expect(SCSSContextsExport.hasTopLevelComma(value) == expected)
    }

    @Test("the map's name is claimed with the variables': a token of that name is a collision naming both")
    func mapNameCollides() throws {
        var files = ThemeContextsFixture.files
        files["core.tokens.json"] = String(ThemeContextsFixture.core.dropLast()) + #", "theme": {"contexts": {"$type": "number", "$value": 1}}}"#
        files["r.resolver.json"] = ThemeContextsFixture.resolver(modifier: "theme", contexts: ["light", "dark"], defaultContext: "light")
        let system = try #require(TokenSystem.load(resolver: "r.resolver.json", source: MemoryTokenFileSource(files), strictness: .strict).0)
        let variants = try #require(ContextVariants.of("theme", in: system, around: Permutation(["theme": "light"])))
        #expect(throws: TokenExportError(.nameCollision, "theme.contexts and the map of every context of theme both become "
                                         + "'theme-contexts' in SCSS; rename one of them (names are made of the path's letters and digits)",
                                         tokens: [TokenPath(["theme", "contexts"])])) {
            try TokenExport.render(variants, as: .scss)
        }
    }
}
