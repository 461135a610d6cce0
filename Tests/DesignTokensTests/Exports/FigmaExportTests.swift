@testable import DesignTokens
import Foundation
import Testing

/// The Figma variables export: the body of `POST /v1/files/:file_key/variables`.
@Suite struct FigmaExportTests {
    @Test func writesTheFixture() throws {
        expectGolden(try render(ExportFixture.set()), golden: "fixture.figma.json")
    }

    @Test func writesEveryContextAsAMode() throws {
        expectGolden(try FormatContextsFixture.render(.figma), golden: "contexts.figma.json")
    }

    @Test("every body is one Figma's API documents, with a value in every mode", arguments: ["fixture", "edge", "contexts", "config", "config *"])
    func bodiesAreValid(body: String) throws {
        let text: String
        switch body {
        case "fixture": text = try render(ExportFixture.set())
        case "edge": text = try render(EdgeFixture.set())
        case "contexts": text = try FormatContextsFixture.render(.figma)
        case "config": text = try render(BundledTokens.set())
        default: text = try TokenExport.render(BundledTokens.variants(), as: .figma)
        }
        let problems = FigmaBodyCheck.problems(text)
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    @Test("the check finds what Figma refuses", arguments: [
        ("\"initialModeId\": \"mode:light\"", "\"initialModeId\": \"mode:other\"", "UPDATE of a mode the body has not defined"),
        ("\"name\": \"color/brand\"", "\"name\": \"color.brand\"", "holds . { or }"),
        ("\"resolvedType\": \"COLOR\"", "\"resolvedType\": \"COLOUR\"", "resolvedType 'COLOUR'"),
        ("\"id\": \"variable:color.white\"\n      }", "\"id\": \"variable:nowhere\"\n      }", "no COLOR variable of the body"),
        ("\"modeId\": \"mode:dark\"", "\"modeId\": \"mode:dusk\"", "is no mode of collection"),
        ("\"variableCollectionId\": \"collection\",\n      \"resolvedType\"", "\"variableCollectionId\": \"collection\",\n      \"extra\": 1,\n      \"resolvedType\"", "unknown member 'extra'"),
        ("\"a\": 1", "\"a\": 1.5", "from 0 to 1"),
    ])
    func checkFailsOnBrokenBodies(from: String, to: String, problem: String) throws {
        let text = try FormatContextsFixture.render(.figma)
        #expect(text.contains(from), "the fixture no longer holds \(from)")
        let problems = FigmaBodyCheck.problems(text.replacingOccurrences(of: from, with: to))
        #expect(problems.contains { $0.contains(problem) }, "\(problems.prefix(5))")
    }

    @Test func aMissingValueIsFound() throws {
        let body = try JSONParser.parse(FormatContextsFixture.render(.figma))
        var top = try #require(body.objectValue)
        let values = try #require(top["variableModeValues"]?.arrayValue)
        top.setValue(.array(Array(values.dropLast())), forKey: "variableModeValues")
        #expect(FigmaBodyCheck.problems(JSON.object(top).serialized()).contains { $0.contains("has no value in mode:dark") })
    }

    @Test("a whole-token alias is a variable alias in every mode, to the nearest variable of its chain")
    func aliases() throws {
        let body = try JSONParser.parse(FormatContextsFixture.render(.figma))
        let values = try #require(body["variableModeValues"]?.arrayValue)
        func value(_ token: String, _ mode: String) -> JSON? {
            values.first { $0["variableId"]?.stringValue == "variable:" + token && $0["modeId"]?.stringValue == "mode:" + mode }?["value"]
        }
        #expect(value("color.background", "light") == ["type": "VARIABLE_ALIAS", "id": "variable:color.white"])
        #expect(value("color.background", "dark") == ["type": "VARIABLE_ALIAS", "id": "variable:color.black"])
        #expect(value("color.link", "light") == ["type": "VARIABLE_ALIAS", "id": "variable:color.text"])
        #expect(value("color.link", "dark") == ["type": "VARIABLE_ALIAS", "id": "variable:color.brand"])
        // Light lacks color.glow and dark lacks color.highlight: each takes the other context's value, written out.
        #expect(value("color.glow", "light")?["r"] != nil)
        #expect(value("color.highlight", "dark") == value("color.highlight", "light"))
        // With the alias's target filtered out, the value is written out.
        let colors = try FormatContextsFixture.variants().filtered { $0.path.segments.first == "color" && $0.path.segments.count == 2
            && $0.path.segments[1] != "white" }
        let filtered = try JSONParser.parse(TokenExport.render(colors, as: .figma))
        let background = filtered["variableModeValues"]?.arrayValue?.first { $0["variableId"] == "variable:color.background" }
        #expect(background?["value"]?["r"] == 1)
    }

    @Test("aliases are kept whatever resolve says: they are what variables are for")
    func resolveDoesNotMatter() throws {
        let set = try ExportFixture.set()
        #expect(try render(set, resolveAliases: false) == render(set, resolveAliases: true))
    }

    @Test("a token whose type differs between contexts is refused, naming it")
    func typeConflict() throws {
        let color = try set(#"{"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"#)
        let size = try set(#"{"x": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#)
        let variants = ContextVariants(modifier: "theme", variants: [.init(context: "a", permutation: Permutation(["theme": "a"]), set: color),
                                                                     .init(context: "b", permutation: Permutation(["theme": "b"]), set: size)])
        #expect {
            try TokenExport.render(variants, as: .figma)
        } throws: { error in
            let error = error as? TokenExportError
            return error?.code == .contextsNotSupported && error?.message.contains("x is COLOR in a and FLOAT in b") == true
        }
    }

    @Test("more than 40 contexts, and a context name over 40 characters, are refused")
    func modeLimits() throws {
        let one = try set(#"{"x": {"$type": "number", "$value": 1}}"#)
        let many = (0...40).map { ContextVariants.Variant(context: "c\($0)", permutation: Permutation(["m": "c\($0)"]), set: one) }
        #expect(throws: TokenExportError.self) { try TokenExport.render(ContextVariants(modifier: "m", variants: many), as: .figma) }
        let long = [ContextVariants.Variant(context: String(repeating: "x", count: 41), permutation: Permutation([:]), set: one)]
        #expect(throws: TokenExportError.self) { try TokenExport.render(ContextVariants(modifier: "m", variants: long), as: .figma) }
        #expect(try TokenExport.render(ContextVariants(modifier: "m", variants: Array(many.prefix(40))), as: .figma).contains("mode:c39"))
    }

    @Test("names two tokens share in Figma are refused, naming both")
    func collisions() throws {
        let twins = try set(#"{"a": {"b/c": {"$type": "number", "$value": 1}, "b-c": {"$type": "number", "$value": 2}}}"#)
        #expect(twins.tokens.count == 2)
        #expect {
            try render(twins)
        } throws: { error in
            (error as? TokenExportError)?.message.contains("both become 'a/b-c' in Figma") == true
        }
    }

    @Test("one permutation is one mode, named by its contexts; name= names the collection")
    func modeAndCollectionNames() throws {
        let set = try ExportFixture.set()
        var options = TokenExportOptions(typeName: "Brand")
        options.permutation = Permutation(["theme": "dark", "density": "compact"])
        let body = try JSONParser.parse(TokenExport.render(set.tokens, from: set, as: .figma, options: options))
        #expect(body["variableCollections"]?[0]?["name"] == "Brand")
        #expect(body["variableModes"]?.arrayValue?.count == 1)
        #expect(body["variableModes"]?[0]?["name"] == "compact, dark")
        #expect(body["variableModes"]?[0]?["action"] == "UPDATE")
    }

    private func render(_ set: TokenSet, resolveAliases: Bool = true) throws -> String {
        var options = TokenExportOptions(resolveAliases: resolveAliases, header: "Swatchbook — theme=dark")
        options.permutation = Permutation(["theme": "dark"])
        return try TokenExport.render(set.tokens, from: set, as: .figma, options: options)
    }

    private func set(_ document: String, strictness: Strictness = .strict) throws -> TokenSet {
        let source = TokenSource(file: "t.tokens.json", document: try JSONParser.parse(document))
        return try #require(TokenSetBuilder.build([source], strictness: strictness).0)
    }
}
