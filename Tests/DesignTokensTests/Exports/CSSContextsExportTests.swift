@testable import DesignTokens
import Testing

/// The style sheet of every context (`theme=*`): each context's rule over `:root` gives that
/// context's own style sheet, a context chosen inside another one still holds, the system's
/// colour scheme switches the pair, and odd names are escaped.
@Suite("CSS: every context in one style sheet")
struct CSSContextsExportTests {
    /// The custom properties each rule declares, by selector (`@media (…) ` in front of a rule inside one).
    static func rules(_ css: String) -> [String: [String: String]] {
        var rules: [String: [String: String]] = [:]
        var open: [String] = []
        for line in css.split(separator: "\n").map({ $0.drop { $0 == " " } }) {
            if line.hasSuffix(" {") {
                open.append(String(line.dropLast(2)))
            } else if line == "}" {
                open.removeLast()
            } else if line.hasPrefix("--"), let colon = line.firstRange(of: ": ") {
                rules[open.joined(separator: " "), default: [:]][String(line[..<colon.lowerBound].dropFirst(2))] = String(line[colon.upperBound...].dropLast())
            }
        }
        return rules
    }

    /// `:root`'s properties with `rule`'s over them, `initial` ones removed (unset).
    static func cascade(_ layers: [String: String]?...) -> [String: String] {
        var result: [String: String] = [:]
        for layer in layers { result.merge(layer ?? [:]) { $1 } }
        return result.filter { $0.value != "initial" }
    }

    static let contextSets: [[String]] = [["light", "dark"], ["light", "dark", "contrast"]]

    @Test("each context's rule over :root is that context's own style sheet (values and references)",
          arguments: contextSets, [true, false])
    func eachContextIsItsOwnStyleSheet(contexts: [String], resolveAliases: Bool) throws {
        let variants = try ThemeContextsFixture.variants(contexts: contexts)
        let rules = Self.rules(try ThemeContextsFixture.render(.css, resolveAliases: resolveAliases, variants: variants))
        let root = try #require(rules[":root"])
        for (index, variant) in variants.variants.enumerated() {
            let own = try #require(Self.rules(try ThemeContextsFixture.single(.css, variants, at: index, resolveAliases: resolveAliases))[":root"])
            // A token the context lacks keeps the default's value.
            let expected = root.filter { own[$0.key] == nil }.merging(own) { $1 }
            let rule = rules["[data-theme=\"\(variant.context)\"]"]
            #expect(rule != nil, "no rule for \(variant.context)")
            #expect(Self.cascade(root, rule) == expected, "\(variant.context)")
        }
    }

    @Test("a context chosen inside another one holds: every rule declares every token that varies", arguments: contextSets)
    func nestedContextsHold(contexts: [String]) throws {
        let variants = try ThemeContextsFixture.variants(contexts: contexts)
        let rules = Self.rules(try ThemeContextsFixture.render(.css, variants: variants))
        let root = rules[":root"]
        for outer in contexts {
            for inner in contexts {
                let outerRule = rules["[data-theme=\"\(outer)\"]"], innerRule = rules["[data-theme=\"\(inner)\"]"]
                #expect(Self.cascade(root, outerRule, innerRule) == Self.cascade(root, innerRule), "\(inner) inside \(outer)")
            }
        }
        // The light rule re-declares what dark changes, with light's values (light inside dark, or a dark system).
        #expect(rules["[data-theme=\"light\"]"]?["color-text-default"] == "#1a1a1a")
        #expect(rules["[data-theme=\"light\"]"]?["font-size-body"] == "16px")
        #expect(rules["[data-theme=\"dark\"]"]?["color-text-default"] == "#f0f0f0")
        // A token only dark has is unset in light; a token dark lacks keeps the default's value.
        #expect(rules["[data-theme=\"light\"]"]?["color-glow"] == "initial")
        #expect(rules["[data-theme=\"dark\"]"]?["color-legacy"] == nil)
        #expect(rules[":root"]?["color-legacy"] == "#4555e1")
    }

    @Test("references: an alias is re-declared in every rule, so var() is substituted in the context's own scope")
    func referencesSwitch() throws {
        let rules = Self.rules(try ThemeContextsFixture.render(.css, resolveAliases: false))
        #expect(rules[":root"]?["color-text-default"] == "var(--color-gray-900)")
        #expect(rules["[data-theme=\"dark\"]"]?["color-text-default"] == "var(--color-gray-100)")
        #expect(rules["[data-theme=\"light\"]"]?["color-text-default"] == "var(--color-gray-900)")
        // The typography aliases a size dark changes: its value is the same reference, re-declared.
        #expect(rules["[data-theme=\"dark\"]"]?["typography-body"] == "400 var(--font-size-body)/1.5 var(--font-family-sans)")
        // An alias whose target does not vary is not repeated.
        #expect(rules["[data-theme=\"dark\"]"]?["color-accent"] == nil)
    }

    @Test("a light default switches to dark when the system prefers it and the root names no context")
    func systemSettingLightDefault() throws {
        let css = try ThemeContextsFixture.render(.css)
        let rules = Self.rules(css)
        let media = #"@media (prefers-color-scheme: dark) :root:not([data-theme="light"]):not([data-theme="dark"])"#
        #expect(rules[media] == rules["[data-theme=\"dark\"]"])
        #expect(css.contains(":root {\n  color-scheme: light;\n"))
        #expect(css.contains("[data-theme=\"dark\"] {\n  color-scheme: dark;\n"))
        #expect(css.contains("  :root:not([data-theme=\"light\"]):not([data-theme=\"dark\"]) {\n    color-scheme: dark;\n"))
    }

    @Test("a dark default switches to light when the system prefers light")
    func systemSettingDarkDefault() throws {
        let variants = try ThemeContextsFixture.variants(defaultContext: "dark")
        let css = try ThemeContextsFixture.render(.css, variants: variants)
        let rules = Self.rules(css)
        let media = #"@media (prefers-color-scheme: light) :root:not([data-theme="dark"]):not([data-theme="light"])"#
        #expect(rules[media] == rules["[data-theme=\"light\"]"])
        #expect(rules[":root"]?["color-text-default"] == "#f0f0f0")
        #expect(!css.contains("prefers-color-scheme: dark"))
        #expect(css.contains(":root {\n  color-scheme: dark;\n"))
    }

    @Test("no light/dark pair, or a default outside it: no media query, no color-scheme where unknown",
          arguments: [(["light", "contrast"], "light"), (["light", "dark", "contrast"], "contrast")])
    func noSystemSwitch(contexts: [String], defaultContext: String) throws {
        let variants = try ThemeContextsFixture.variants(contexts: contexts, defaultContext: defaultContext)
        let css = try ThemeContextsFixture.render(.css, variants: variants)
        #expect(!css.contains("@media"))
        #expect(!css.contains("[data-theme=\"contrast\"] {\n  color-scheme"))
        if variants.colorScheme == nil {
            #expect(!css.contains("color-scheme"))
        } else {
            #expect(css.contains("[data-theme=\"dark\"] {\n  color-scheme: dark;"))
            #expect(!css.contains(":root {\n  color-scheme"))
        }
    }

    @Test("identifiers are serialised as CSS.escape does", arguments: [
        ("theme", "theme"), ("data-colorMode", "data-colorMode"), ("1a", "\\31 a"), ("-1", "-\\31 "), ("-", "\\-"),
        ("--x", "--x"), ("a b", "a\\ b"), ("a.b/c", "a\\.b\\/c"), ("a\"b", "a\\\"b"), ("é", "é"), ("a\u{0}", "a\u{FFFD}"),
        ("a\u{1}b", "a\\1 b"), ("a\u{7F}", "a\\7f "), ("_x9", "_x9"), ("a]b", "a\\]b"),
    ])
    func identifiers(text: String, escaped: String) {
        #expect(CSSSelectorText.identifier(text) == escaped)
    }

    @Test("odd modifier and context names are escaped in every selector")
    func oddNames() throws {
        let day = #"day "one""#, night = #"night\x"#
        let variants = try ThemeContextsFixture.variants(modifier: "Thème 1/x", contexts: [day, night], defaultContext: day,
                                                    colorScheme: .init(light: day, dark: night))
        let css = try ThemeContextsFixture.render(.css, variants: variants)
        #expect(css.contains(#"[data-Thème\ 1\/x="day \"one\""] {"#))
        #expect(css.contains(#"[data-Thème\ 1\/x="night\\x"] {"#))
        #expect(css.contains(#"  :root:not([data-Thème\ 1\/x="day \"one\""]):not([data-Thème\ 1\/x="night\\x"]) {"#))
    }
}
