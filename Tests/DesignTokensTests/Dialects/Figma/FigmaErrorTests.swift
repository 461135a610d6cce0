@testable import DesignTokens
import Testing

/// Figma variables that cannot be read: each problem names the file, the JSON path and the rule.
@Suite("Figma variables: errors")
struct FigmaErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let rule: String
        let pointer: String
        let says: String
        var testDescription: String { name }
    }

    static func v(_ name: String, _ type: String, _ value: String, scopes: [String] = []) -> String {
        FigmaTesting.variable(name, type, value, scopes: scopes)
    }

    static let white = #"{"r": 1, "g": 1, "b": 1, "a": 1}"#

    static let cases: [Case] = [
        Case(name: "an alias to a variable the answer does not hold",
             text: FigmaTesting.answer([("A", v("a", "COLOR", #"{"type": "VARIABLE_ALIAS", "id": "VariableID:remote"}"#))]),
             rule: "unresolved-reference", pointer: "/meta/variables/A/valuesByMode/m0", says: "'VariableID:remote', which this file does not hold"),
        Case(name: "an alias to a variable of another type",
             text: FigmaTesting.answer([("A", v("a", "COLOR", #"{"type": "VARIABLE_ALIAS", "id": "B"}"#)), ("B", v("b", "FLOAT", "1"))]),
             rule: "type-mismatch", pointer: "/meta/variables/A/valuesByMode/m0", says: "'a' is COLOR but aliases 'b', which is FLOAT"),
        Case(name: "no value in a mode",
             text: FigmaTesting.answer(modes: ["Light", "Dark"], [("A", v("a", "COLOR", white))]),
             rule: "missing-member", pointer: "/meta/variables/A", says: "no value in the mode 'Dark' of its collection 'Tokens'"),
        Case(name: "two variables that become one token",
             text: FigmaTesting.answer([("A", v("a/b", "FLOAT", "1")), ("B", v("a / b", "FLOAT", "2"))]),
             rule: "invalid-name", pointer: "/meta/variables/B/name", says: "'a / b' (B, collection 'Tokens') and 'a/b' (A, collection 'Tokens') both become the token a.b"),
        Case(name: "an empty group in a name",
             text: FigmaTesting.answer([("A", v("a//b", "FLOAT", "1"))]),
             rule: "invalid-name", pointer: "/meta/variables/A/name", says: "has an empty group"),
        Case(name: "a dot in a name",
             text: FigmaTesting.answer([("A", v("size/1.5", "FLOAT", "1"))]),
             rule: "invalid-name", pointer: "/meta/variables/A/name", says: "must not contain '.'"),
        Case(name: "a colour channel past 1",
             text: FigmaTesting.answer([("A", v("a", "COLOR", #"{"r": 1.5, "g": 0, "b": 0, "a": 1}"#))]),
             rule: "out-of-range", pointer: "/meta/variables/A/valuesByMode/m0", says: "'r' of a COLOR value must be a number from 0 to 1"),
        Case(name: "a colour without b",
             text: FigmaTesting.answer([("A", v("a", "COLOR", #"{"r": 1, "g": 0}"#))]),
             rule: "missing-member", pointer: "/meta/variables/A/valuesByMode/m0", says: "'b' is missing"),
        Case(name: "a FLOAT holding a string",
             text: FigmaTesting.answer([("A", v("a", "FLOAT", #""8px""#))]),
             rule: "wrong-type", pointer: "/meta/variables/A/valuesByMode/m0", says: "a FLOAT variable's value must be a number"),
        Case(name: "a font weight of 0",
             text: FigmaTesting.answer([("A", v("a", "FLOAT", "0", scopes: ["FONT_WEIGHT"]))]),
             rule: "out-of-range", pointer: "/meta/variables/A/valuesByMode/m0", says: "font weights, which run from 1 to 1000"),
        Case(name: "an unknown resolved type",
             text: FigmaTesting.answer([("A", v("a", "INTEGER", "1"))]),
             rule: "invalid-value", pointer: "/meta/variables/A/resolvedType", says: "resolvedType 'INTEGER'"),
        Case(name: "a variable of no collection of the answer",
             text: #"{"meta": {"variableCollections": {}, "variables": {"A": {"name": "a", "variableCollectionId": "X", "resolvedType": "FLOAT", "valuesByMode": {}}}}}"#,
             rule: "unresolved-reference", pointer: "/meta/variables/A/variableCollectionId", says: "'X' is no collection"),
        Case(name: "a default mode that is no mode",
             text: #"{"meta": {"variableCollections": {"C": {"name": "C", "modes": [{"modeId": "1", "name": "a"}], "defaultModeId": "2"}}, "variables": {}}}"#,
             rule: "invalid-value", pointer: "/meta/variableCollections/C/defaultModeId", says: "none of the collection's modes"),
        Case(name: "two modes of one name",
             text: FigmaTesting.answer(modes: ["Light", "Light"], []),
             rule: "invalid-value", pointer: "/meta/variableCollections/C", says: "two modes named 'Light'"),
        Case(name: "two collections with modes of one name",
             text: #"{"meta": {"variableCollections": {"C": {"name": "Theme", "modes": [{"modeId": "1", "name": "a"}, {"modeId": "2", "name": "b"}], "defaultModeId": "1"}, "D": {"name": "Theme", "modes": [{"modeId": "3", "name": "a"}, {"modeId": "4", "name": "b"}], "defaultModeId": "3"}}, "variables": {}}}"#,
             rule: "invalid-value", pointer: "/meta/variableCollections/D", says: "'C' and 'D' are both named 'Theme'"),
        Case(name: "an error answer of Figma's API",
             text: #"{"status": 403, "error": true, "message": "Invalid token"}"#,
             rule: "invalid-value", pointer: "/status", says: "an error answer of Figma's API (status 403: \"Invalid token\")"),
        Case(name: "a request body that deletes",
             text: #"{"variableCollections": [{"action": "DELETE", "id": "c"}], "variables": []}"#,
             rule: "invalid-value", pointer: "/variableCollections/0/action", says: "this DELETE changes a collection of an existing file"),
        Case(name: "a request body value for a mode of another collection",
             text: #"{"variableCollections": [{"action": "CREATE", "id": "c", "name": "C", "initialModeId": "m"}], "variables": [{"action": "CREATE", "id": "v", "name": "v", "variableCollectionId": "c", "resolvedType": "FLOAT"}], "variableModeValues": [{"variableId": "v", "modeId": "x", "value": 1}]}"#,
             rule: "unresolved-reference", pointer: "/variableModeValues/0/modeId", says: "'x' is no mode of the collection of 'v'"),
    ]

    @Test("each problem is refused naming the file, the JSON path and the rule", arguments: cases)
    func refused(_ testCase: Case) {
        let (system, diagnostics) = FigmaTesting.load(testCase.text)
        #expect(system == nil)
        let found = diagnostics.first { $0.rule.name == testCase.rule && $0.path.description == testCase.pointer }
        #expect(found?.file == "figma.json", FigmaTesting.report(diagnostics))
        #expect(found?.message.contains(testCase.says) == true, FigmaTesting.report(diagnostics))
    }

    @Test("alias cycles, within a mode and across collections, are refused by the resolver")
    func cycles() throws {
        let inMode = FigmaTesting.answer(modes: ["Light", "Dark"], [
            ("A", #""name": "a", "resolvedType": "FLOAT", "valuesByMode": {"m0": {"type": "VARIABLE_ALIAS", "id": "B"}, "m1": 1}"#),
            ("B", #""name": "b", "resolvedType": "FLOAT", "valuesByMode": {"m0": {"type": "VARIABLE_ALIAS", "id": "A"}, "m1": 2}"#),
        ])
        let (system, diagnostics) = FigmaTesting.load(inMode)
        #expect(system == nil)
        #expect(diagnostics.contains { $0.rule == .circularReference && $0.file == "figma.json" && $0.message.contains("Light") },
                FigmaTesting.report(diagnostics))
        let (dark, darkDiagnostics) = TokenSystem.load(resolver: "figma.json", source: MemoryTokenFileSource(["figma.json": inMode]),
                                                       scope: .inputs(["Tokens": "Dark"]), strictness: .tolerant)
        #expect(dark != nil, FigmaTesting.report(darkDiagnostics))
    }

    @Test("a file past the limits is refused before anything is built, naming the limit's setting", arguments: [
        ("modes", "permutations"), ("values", "tokens"), ("name", "nameBytes"), ("groups", "nestingDepth"),
    ])
    func limits(what: String, setting: String) {
        var limits = TokenLimits()
        let text: String
        switch what {
        case "modes":
            text = FigmaTesting.answer(modes: (0..<10_000).map { "mode \($0)" }, [])
        case "values":
            limits.tokens = 1_000
            text = FigmaTesting.answer(modes: ["a", "b"], (0..<600).map { ("V\($0)", #""name": "v\#($0)", "resolvedType": "FLOAT", "valuesByMode": {"m0": 1, "m1": 2}"#) })
        case "name":
            text = FigmaTesting.answer([("A", Self.v("a/" + String(repeating: "x", count: 300), "FLOAT", "1"))])
        default:
            text = FigmaTesting.answer([("A", Self.v((0..<70).map { "g\($0)" }.joined(separator: "/"), "FLOAT", "1"))])
        }
        let (system, diagnostics) = FigmaTesting.load(text, limits: limits)
        #expect(system == nil)
        #expect(diagnostics.contains { $0.rule == .limitExceeded && $0.file == "figma.json" && $0.message.contains(#"{"\#(setting)""#) },
                FigmaTesting.report(diagnostics))
    }
}
