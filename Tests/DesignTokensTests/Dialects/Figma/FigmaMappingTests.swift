@testable import DesignTokens
import Testing

/// Each resolved type × scope, read as the DTCG type the manual's table gives it (figma.md).
@Suite("Figma variables: types from resolvedType and scopes")
struct FigmaMappingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let resolvedType: String
        let scopes: [String]
        let value: String
        let type: String
        let expected: String
        var testDescription: String { "\(resolvedType) \(scopes) → \(type)" }
    }

    static func c(_ resolvedType: String, _ scopes: [String], _ value: String, _ type: String, _ expected: String) -> Case {
        Case(resolvedType: resolvedType, scopes: scopes, value: value, type: type, expected: expected)
    }

    static let px8 = #"{"value": 8, "unit": "px"}"#

    static let cases: [Case] = [
        c("COLOR", [], #"{"r": 1, "g": 0, "b": 0, "a": 1}"#, "color", #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#),
        c("COLOR", ["TEXT_FILL"], #"{"r": 0, "g": 0.5, "b": 1, "a": 0.25}"#, "color",
          #"{"colorSpace": "srgb", "components": [0, 0.5, 1], "alpha": 0.25}"#),
        c("COLOR", ["ALL_FILLS"], #"{"r": 0, "g": 0, "b": 0}"#, "color", #"{"colorSpace": "srgb", "components": [0, 0, 0]}"#),
        c("FLOAT", [], "8", "number", "8"),
        c("FLOAT", ["ALL_SCOPES"], "8", "number", "8"),
        c("FLOAT", ["WIDTH_HEIGHT"], "8", "dimension", px8),
        c("FLOAT", ["GAP"], "8", "dimension", px8),
        c("FLOAT", ["CORNER_RADIUS"], "8", "dimension", px8),
        c("FLOAT", ["STROKE_FLOAT"], "8", "dimension", px8),
        c("FLOAT", ["EFFECT_FLOAT"], "8", "dimension", px8),
        c("FLOAT", ["FONT_SIZE"], "8", "dimension", px8),
        c("FLOAT", ["LINE_HEIGHT"], "8", "dimension", px8),
        c("FLOAT", ["LETTER_SPACING"], "8", "dimension", px8),
        c("FLOAT", ["PARAGRAPH_SPACING"], "8", "dimension", px8),
        c("FLOAT", ["PARAGRAPH_INDENT"], "8", "dimension", px8),
        c("FLOAT", ["WIDTH_HEIGHT", "GAP", "CORNER_RADIUS"], "8", "dimension", px8),
        c("FLOAT", ["FONT_WEIGHT"], "600", "fontWeight", "600"),
        c("FLOAT", ["OPACITY"], "50", "number", "50"),
        c("FLOAT", ["TEXT_CONTENT"], "3", "number", "3"),
        c("FLOAT", ["FONT_VARIATIONS"], "3", "number", "3"),
        c("FLOAT", ["GAP", "OPACITY"], "8", "number", "8"),
        c("FLOAT", ["GAP", "FONT_WEIGHT"], "8", "number", "8"),
        c("STRING", ["FONT_FAMILY"], #""Inter""#, "fontFamily", #""Inter""#),
        c("STRING", [], #""Hi""#, "string", #""Hi""#),
        c("STRING", ["ALL_SCOPES"], #""Hi""#, "string", #""Hi""#),
        c("STRING", ["FONT_STYLE"], #""Bold Italic""#, "string", #""Bold Italic""#),
        c("STRING", ["TEXT_CONTENT"], #""{x}""#, "string", #"{"text": "{x}"}"#),
        c("BOOLEAN", [], "true", "boolean", "true"),
        c("BOOLEAN", [], "false", "boolean", "false"),
    ]

    @Test("a variable of each resolved type and scope", arguments: cases)
    func maps(_ testCase: Case) throws {
        let text = FigmaTesting.answer([("V", FigmaTesting.variable("t", testCase.resolvedType, testCase.value, scopes: testCase.scopes))])
        let (system, diagnostics) = FigmaTesting.load(text)
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        #expect(diagnostics.allSatisfy { $0.rule == .dialectConverted }, FigmaTesting.report(diagnostics))
        let token = try #require(FigmaTesting.token(loaded, "t"))
        #expect(token.type.rawValue == testCase.type)
        #expect(token.value.json == (try JSONParser.parse(testCase.expected)), "got \(token.value.json)")
    }

    @Test("a primitive offered nowhere takes the type of the variables aliased to it")
    func aliasesShareAType() throws {
        let text = FigmaTesting.answer([
            ("P", FigmaTesting.variable("space/2", "FLOAT", "8")),
            ("G", FigmaTesting.variable("gap/sm", "FLOAT", #"{"type": "VARIABLE_ALIAS", "id": "P"}"#, scopes: ["GAP"])),
            ("W", FigmaTesting.variable("weight/base", "FLOAT", "400")),
            ("B", FigmaTesting.variable("weight/body", "FLOAT", #"{"type": "VARIABLE_ALIAS", "id": "W"}"#, scopes: ["FONT_WEIGHT"])),
        ])
        let (system, diagnostics) = FigmaTesting.load(text)
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        #expect(FigmaTesting.token(loaded, "space.2")?.type == .dimension)
        #expect(FigmaTesting.token(loaded, "gap.sm")?.value.json == (try JSONParser.parse(Self.px8)))
        #expect(FigmaTesting.token(loaded, "weight.base")?.type == .fontWeight)
        #expect(FigmaTesting.token(loaded, "weight.body")?.type == .fontWeight)
    }

    @Test("aliases whose scopes disagree are all numbers, and the summary names them")
    func disagreeingScopes() throws {
        let text = FigmaTesting.answer([
            ("P", FigmaTesting.variable("base", "FLOAT", "8")),
            ("G", FigmaTesting.variable("gap", "FLOAT", #"{"type": "VARIABLE_ALIAS", "id": "P"}"#, scopes: ["GAP"])),
            ("B", FigmaTesting.variable("weight", "FLOAT", #"{"type": "VARIABLE_ALIAS", "id": "P"}"#, scopes: ["FONT_WEIGHT"])),
        ])
        let (system, diagnostics) = FigmaTesting.load(text)
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        #expect(["base", "gap", "weight"].allSatisfy { FigmaTesting.token(loaded, $0)?.type == .number })
        #expect(diagnostics.first?.message.contains("'gap' (dimension), 'weight' (fontWeight) alias each other") == true,
                FigmaTesting.report(diagnostics))
    }

    @Test("a name that is also a group becomes the group's $root; spaces around / are trimmed")
    func rootTokens() throws {
        let text = FigmaTesting.answer([
            ("A", FigmaTesting.variable("color", "COLOR", #"{"r": 1, "g": 1, "b": 1, "a": 1}"#)),
            ("B", FigmaTesting.variable("color / red", "COLOR", #"{"r": 1, "g": 0, "b": 0, "a": 1}"#)),
        ])
        let (system, diagnostics) = FigmaTesting.load(text)
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        #expect(FigmaTesting.token(loaded, "color.$root")?.type == .color)
        #expect(FigmaTesting.token(loaded, "color.red")?.type == .color)
    }

    @Test("100,000 values for modes the collection lacks, and an extended collection, are skipped and counted in the summary")
    func skipped() throws {
        let stray = (0..<100_000).map { #""x\#($0)": 1"# }.joined(separator: ", ")
        let text = FigmaTesting.answer([("V", #""name": "n", "resolvedType": "FLOAT", "valuesByMode": {"m0": 2, \#(stray)}"#)])
            .replacingOccurrences(of: #""variables": {"#, with: #""variables": {"E:1": {"name": "e", "variableCollectionId": "X", "resolvedType": "FLOAT", "valuesByMode": {}}, "#)
            .replacingOccurrences(of: #""variableCollections": {"#, with: #""variableCollections": {"X": {"name": "Brand B", "isExtension": true, "parentVariableCollectionId": "C", "modes": []}, "#)
        let (system, diagnostics) = FigmaTesting.load(text)
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        #expect(FigmaTesting.token(loaded, "n")?.value == .number(2))
        #expect(FigmaTesting.token(loaded, "e") == nil)
        let summary = diagnostics.first?.message ?? ""
        #expect(summary.contains("100,000 values for modes their collection does not have were skipped")
            && summary.contains("the extended collections 'Brand B' were skipped"), "\(summary)")
    }

    @Test("a request body as tokens --format figma writes it: the initial mode renamed, the others created, the initial one the default")
    func requestBody() throws {
        let body = #"""
        {"variableCollections": [{"action": "CREATE", "id": "c", "name": "Brand", "initialModeId": "m:a"}],
         "variableModes": [{"action": "UPDATE", "id": "m:a", "name": "acme", "variableCollectionId": "c"},
                           {"action": "CREATE", "id": "m:b", "name": "globex", "variableCollectionId": "c"}],
         "variables": [{"action": "CREATE", "id": "v", "name": "radius/sm", "variableCollectionId": "c", "resolvedType": "FLOAT",
                        "scopes": ["CORNER_RADIUS"], "description": "Small corners."}],
         "variableModeValues": [{"variableId": "v", "modeId": "m:a", "value": 2}, {"variableId": "v", "modeId": "m:b", "value": 4}]}
        """#
        let (system, diagnostics) = FigmaTesting.load(body)
        let loaded = try #require(system, FigmaTesting.report(diagnostics))
        #expect(loaded.modifiers.map(\.name) == ["Brand"] && loaded.modifiers[0].defaultContext == "acme")
        #expect(FigmaTesting.token(loaded, "radius.sm", ["Brand": "globex"])?.value.json == ["value": 4, "unit": "px"])
        #expect(FigmaTesting.token(loaded, "radius.sm")?.description == "Small corners.")
    }
}
