@testable import DesignTokens
import Foundation
import Testing

/// The module of every context, loaded by Node.js, and its TypeScript declarations.
@Suite("JavaScript: every context in one module, with its declarations")
struct JSContextsExportTests {
    static let contextSets: [[String]] = [["light", "dark"], ["light", "dark", "contrast"]]

    @Test("each context's object is what that context's own module exports; the constants are the default's",
          arguments: contextSets)
    func eachContextIsItsOwnModule(contexts: [String]) throws {
        let variants = try ThemeContextsFixture.variants(contexts: contexts)
        let node = try Node()
        defer { node.remove() }
        try node.write("all.mjs", try ThemeContextsFixture.render(.js, variants: variants))
        for index in variants.variants.indices {
            try node.write("\(index).mjs", try ThemeContextsFixture.single(.js, variants, at: index))
        }
        #expect(try node.run(["--check", "all.mjs"]).status == 0)
        let output = try node.module("""
            import * as all from "./all.mjs";
            const singles = [];
            for (let i = 0; i < \(contexts.count); i++) singles.push({ ...(await import(`./${i}.mjs`)) });
            const { modifier, defaultContext, contexts, ...constants } = all;
            const frozen = Object.values(contexts).every(Object.isFrozen) && Object.isFrozen(contexts);
            console.log(JSON.stringify({ modifier, defaultContext, constants, contexts, singles, frozen,
                                         order: Object.keys(contexts) }));
            """)
        let json = try JSONParser.parse(output)
        #expect(json["modifier"] == "theme")
        #expect(json["defaultContext"] == "light")
        #expect(json["frozen"] == true)
        #expect(json["order"] == .array(contexts.map { .string($0) }))
        let singles = try #require(json["singles"]?.arrayValue)
        let constants = try #require(json["constants"]?.objectValue)
        #expect(json["constants"] == singles[0])
        for (index, variant) in variants.variants.enumerated() {
            var expected = try #require(singles[index].objectValue)
            // A token the context lacks keeps the default's value.
            for (name, value) in constants where expected[name] == nil { expected.setValue(value, forKey: name) }
            let object = try #require(json["contexts"]?[variant.context]?.objectValue)
            #expect(Dictionary(uniqueKeysWithValues: object.map { ($0.key, $0.value) })
                    == Dictionary(uniqueKeysWithValues: expected.map { ($0.key, $0.value) }), "\(variant.context)")
        }
    }

    /// The names `export declare const NAME:` declares.
    static func declaredConstants(_ declarations: String) -> [String] {
        declarations.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("export declare const ") else { return nil }
            return String(line.dropFirst("export declare const ".count).prefix { $0 != ":" })
        }
    }

    /// The members of `export interface Tokens`, and each context's added members (`Tokens & { readonly X: … }`).
    static func declaredContexts(_ declarations: String) -> (interface: [String], contexts: [String: [String]]) {
        var interface: [String] = [], contexts: [String: [String]] = [:]
        var inInterface = false, inContexts = false
        for line in declarations.split(separator: "\n") {
            if line == "export interface Tokens {" { inInterface = true; continue }
            if line.hasPrefix("export declare const contexts: {") { inContexts = true; continue }
            if line == "}" || line == "};" { inInterface = false; inContexts = false; continue }
            if inInterface, let colon = line.firstIndex(of: ":") {
                interface.append(String(line[line.index(line.startIndex, offsetBy: 11)..<colon]))
            }
            if inContexts, let quoteEnd = line.dropFirst(12).firstIndex(of: "\"") {
                let name = String(line[line.index(line.startIndex, offsetBy: 12)..<quoteEnd])
                let added = line.split(separator: "readonly ").dropFirst(2).map { String($0.prefix { $0 != ":" }) }
                contexts[name] = added
            }
        }
        return (interface, contexts)
    }

    @Test("the declarations name exactly what the module exports, and each context's members", arguments: contextSets)
    func declarationsMatchTheModule(contexts: [String]) throws {
        let variants = try ThemeContextsFixture.variants(contexts: contexts)
        let declarations = try ThemeContextsFixture.render(.dts, variants: variants)
        let node = try Node()
        defer { node.remove() }
        try node.write("all.mjs", try ThemeContextsFixture.render(.js, variants: variants))
        let output = try node.module("""
            import * as all from "./all.mjs";
            const contexts = Object.fromEntries(Object.entries(all.contexts).map(([k, v]) => [k, Object.keys(v)]));
            console.log(JSON.stringify({ exports: Object.keys(all), contexts }));
            """)
        let json = try JSONParser.parse(output)
        let exports = try #require(json["exports"]?.arrayValue?.compactMap { $0.stringValue })
        #expect(Self.declaredConstants(declarations).sorted() == exports.sorted())
        let (interface, declared) = Self.declaredContexts(declarations)
        #expect(declared.keys.sorted() == contexts.sorted())
        for context in contexts {
            let keys = try #require(json["contexts"]?[context]?.arrayValue?.compactMap { $0.stringValue })
            #expect(Set(interface + (declared[context] ?? [])) == Set(keys), "\(context)")
        }
        #expect(declared["dark"] == ["ColorGlow"])
    }

    @Test("the declarations of a single context's module name exactly its exports")
    func singleDeclarations() throws {
        let variants = try ThemeContextsFixture.variants()
        let node = try Node()
        defer { node.remove() }
        for index in variants.variants.indices {
            try node.write("m.mjs", try ThemeContextsFixture.single(.js, variants, at: index))
            let exports = try node.module(#"import * as m from "./m.mjs"; console.log(Object.keys(m).join("\n"));"#)
            let declared = Self.declaredConstants(try ThemeContextsFixture.single(.dts, variants, at: index))
            let exported: [String] = exports.split(separator: "\n").map { (name: Substring) -> String in String(name) }
            #expect(declared.sorted() == exported.sorted())
        }
    }

    @Test("a context that changes a token's type is declared with Omit")
    func retypedToken() throws {
        var files = ThemeContextsFixture.files
        files["dark.tokens.json"] = #"{"space": {"gutter": {"$type": "number", "$value": 2}}}"#
        files["r.resolver.json"] = ThemeContextsFixture.resolver(modifier: "theme", contexts: ["light", "dark"], defaultContext: "light")
        let system = try #require(TokenSystem.load(resolver: "r.resolver.json", source: MemoryTokenFileSource(files), strictness: .strict).0)
        let variants = try #require(ContextVariants.of("theme", in: system, around: Permutation(["theme": "light"])))
        let declarations = try TokenExport.render(variants, as: .dts)
        #expect(declarations.contains(#"  readonly "dark": Omit<Tokens, "SpaceGutter"> & { readonly SpaceGutter: number };"#))
    }
}
