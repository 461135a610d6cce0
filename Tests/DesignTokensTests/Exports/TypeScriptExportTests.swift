@testable import DesignTokens
import Testing

/// The TypeScript export: the `js` constants, `tokens` by id, `TokenName` and `TokenValue`.
@Suite struct TypeScriptExportTests {
    @Test func writesTheFixture() throws {
        expectGolden(try ExportFixture.render(.ts), golden: "fixture.ts")
    }

    @Test func writesAwkwardNamesAndText() throws {
        expectGolden(try EdgeFixture.render(.ts), golden: "edge.ts")
    }

    @Test func writesEveryContext() throws {
        expectGolden(try FormatContextsFixture.render(.ts), golden: "contexts.ts")
    }

    @Test("the constants are the js export's, same names and values, arrays and objects as const", arguments: ["fixture", "edge"])
    func sameConstantsAsJavaScript(fixture: String) throws {
        let (js, ts) = fixture == "fixture" ? (try ExportFixture.render(.js), try ExportFixture.render(.ts))
            : (try EdgeFixture.render(.js), try EdgeFixture.render(.ts))
        let constants = js.split(separator: "\n").filter { $0.hasPrefix("export const ") }
        let typed = ts.split(separator: "\n").filter { $0.hasPrefix("export const ") && !$0.hasPrefix("export const tokens ") }
        #expect(!constants.isEmpty)
        #expect(typed.count == constants.count)
        for (plain, written) in zip(constants, typed) {
            let value = plain.dropLast()  // the `;`
            #expect(written == plain || written == value + " as const;", "\(written)")
        }
    }

    @Test("TokenName is the union of the ids in tokens, and tokens maps each id to its constant")
    func unionOfIds() throws {
        let set = try ExportFixture.set()
        let text = try ExportFixture.render(.ts)
        let union = text.split(separator: "\n").filter { $0.hasPrefix("  | \"") }.map { $0.dropFirst(5).prefix { $0 != "\"" } }
        let unionIds: [String] = union.map { String($0) }
        let ids: [String] = set.tokens.map { $0.path.description }
        #expect(unionIds == ids)
        #expect(text.contains("  \"color.action.primary.$root\": ColorActionPrimary,\n"))
        #expect(text.contains("export type TokenValue<Name extends TokenName> = (typeof tokens)[Name];\n"))
    }

    @Test("an empty set is an empty object and a TokenName of never")
    func empty() throws {
        let set = try ExportFixture.set()
        let text = try TokenExport.render([], from: set, as: .ts)
        #expect(text.contains("export const tokens = {} as const;\n"))
        #expect(text.contains("export type TokenName = never;\n"))
    }

    @Test("every context: optional where the default lacks a token, spread from the default, named after the modifier")
    func contexts() throws {
        let text = try FormatContextsFixture.render(.ts)
        #expect(text.contains("  readonly \"color.glow\"?: string;\n"))
        #expect(text.contains("  readonly \"color.highlight\": string;\n"))
        #expect(text.contains("export const dark: Tokens = {\n  ...light,\n"))
        #expect(text.contains("// light's values stay for what dark lacks: color.highlight\n"))
        #expect(text.contains("export type Theme = keyof typeof theme;\n"))
        // radius.card is the same in both: dark does not repeat it.
        let dark = try #require(text.components(separatedBy: "export const dark").last)
        #expect(!dark.contains("radius.card"))
    }

    @Test("contexts are named camelCase, a reserved word prefixed; two of one name are refused naming both")
    func contextNames() throws {
        let set = try FormatContextsFixture.set("light")
        func variants(_ names: [String]) -> ContextVariants {
            ContextVariants(modifier: "mode", variants: names.map { .init(context: $0, permutation: Permutation(["mode": $0]), set: set) })
        }
        let text = try TokenExport.render(variants(["default", "high-contrast"]), as: .ts)
        #expect(text.contains("export const _default: Tokens = {\n"))
        #expect(text.contains("export const highContrast: Tokens = {\n  ..._default,\n"))
        #expect(text.contains("export const mode = {\n  \"default\": _default,\n  \"high-contrast\": highContrast,\n} as const;\n"))
        #expect {
            try TokenExport.render(variants(["high-contrast", "high contrast"]), as: .ts)
        } throws: { error in
            let error = error as? TokenExportError
            return error?.code == .nameCollision && error?.message == "the context 'high-contrast' of 'mode' and the context 'high contrast' of "
                + "'mode' both become 'highContrast' in TypeScript; rename the context or modifier in the resolver"
        }
        #expect(throws: TokenExportError.self) { try TokenExport.render(variants(["light", "mode"]), as: .ts) }
    }
}
