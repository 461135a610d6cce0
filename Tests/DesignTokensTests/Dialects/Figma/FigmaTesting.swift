@testable import DesignTokens
import Foundation
import Testing

/// Figma variables files for the tests: the fixture of `Tests/Fixtures/Figma`, and small answers
/// written in the test.
enum FigmaTesting {
    /// The repository's `Tests/Fixtures/Figma` folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Figma")

    /// The text of the fixture `name`.
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// `text` loaded as the resolver at `figma.json`, every permutation.
    static func load(_ text: String, strictness: Strictness = .tolerant, limits: TokenLimits = TokenLimits())
        -> (system: TokenSystem?, diagnostics: [Diagnostic]) {
        TokenSystem.load(resolver: "figma.json", source: MemoryTokenFileSource(["figma.json": text]), strictness: strictness, limits: limits)
    }

    /// The token `dotted` of the permutation `inputs`.
    static func token(_ system: TokenSystem, _ dotted: String, _ inputs: [String: String] = [:]) -> ResolvedToken? {
        guard case .success(let set) = system.tokens(for: inputs) else { return nil }
        return set[TokenPath(dotted.split(separator: ".").map(String.init))]
    }

    /// A `GET …/variables/local` answer of one collection `C` with `modes` (ids `m0`, `m1`, …, the
    /// first the default) and `variables` (each a JSON object's members without id and collection).
    static func answer(modes: [String] = ["Value"], _ variables: [(id: String, members: String)]) -> String {
        let modeList = modes.enumerated().map { #"{"modeId": "m\#($0.offset)", "name": "\#($0.element)"}"# }.joined(separator: ", ")
        let variableList = variables.map { #""\#($0.id)": {"id": "\#($0.id)", "variableCollectionId": "C", \#($0.members)}"# }
            .joined(separator: ",\n")
        return #"""
        {"status": 200, "error": false, "meta": {
          "variableCollections": {"C": {"id": "C", "name": "Tokens", "modes": [\#(modeList)], "defaultModeId": "m0", "remote": false}},
          "variables": {\#(variableList)}}}
        """#
    }

    /// The members of a variable `name` of `type` with `scopes` and the value `value` in mode `m0`.
    static func variable(_ name: String, _ type: String, _ value: String, scopes: [String] = []) -> String {
        let scopeList = scopes.map { "\"\($0)\"" }.joined(separator: ", ")
        return #""name": "\#(name)", "resolvedType": "\#(type)", "scopes": [\#(scopeList)], "valuesByMode": {"m0": \#(value)}"#
    }

    /// Every diagnostic, one a line, for a failed expectation.
    static func report(_ diagnostics: [Diagnostic]) -> Comment { Comment(rawValue: diagnostics.map(\.description).joined(separator: "\n")) }
}
