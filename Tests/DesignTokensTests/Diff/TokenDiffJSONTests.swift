@testable import DesignTokens
import Testing

@Suite("TokenDiff as JSON, and its summary over contexts")
struct TokenDiffJSONTests {
    static let old = #"""
    {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
     "ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
     "gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
     "pill": {"$type": "dimension", "$value": {"value": 999, "unit": "px"}},
     "line": {"$type": "number", "$value": 1}}
    """#
    static let new = #"""
    {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
     "ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}},
     "gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}, "$deprecated": "Use space."},
     "shape": {"pill": {"$type": "dimension", "$value": {"value": 999, "unit": "px"}}},
     "line": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
     "fresh": {"$type": "number", "$value": 2}}
    """#

    @Test("every member of the documented shape, values as CSS, numbers to two decimals")
    func shape() throws {
        let set = (old: try DiffTesting.set(Self.old), new: try DiffTesting.set(Self.new))
        let diff = TokenDiff.compare([(Permutation(["theme": "light"]), set.old)], [(Permutation(["theme": "light"]), set.new)],
                                     options: .init(contrastReference: TokenPath(["bg"])))
        let json = diff.json(from: "1.0.0", to: "current")
        #expect(json["from"] == "1.0.0")
        #expect(json["to"] == "current")
        #expect(json["bump"] == "major")
        #expect(json["reason"] == "1 renamed, 1 changed type")
        #expect(json["summary"] == ["added": 1, "removed": 0, "renamed": 1, "valueChanged": 1, "typeChanged": 1, "deprecated": 1,
                                    "contextsAdded": 0, "contextsRemoved": 0])
        let context = try #require(json["contexts"]?[0])
        #expect(context["context"] == ["theme": "light"])
        #expect(context["contrastAgainst"] == ["token": "bg", "from": "#ffffff", "to": "#ffffff"])
        #expect(context["added"] == [["id": "fresh", "type": "number", "value": "2"]])
        #expect(context["removed"] == [])
        #expect(context["renamed"] == [["from": "pill", "to": "shape.pill", "type": "dimension", "value": "999px"]])
        #expect(context["typeChanged"] == [["id": "line", "fromType": "number", "toType": "dimension", "from": "1", "to": "1px"]])
        #expect(context["deprecated"] == [["id": "gap", "type": "dimension", "reason": "Use space."]])
        let ink = try #require(context["valueChanged"]?[0])
        #expect(ink["id"] == "ink")
        #expect(ink["from"] == "#000000")
        #expect(ink["to"] == "#333333")
        // L* 0 → 21.25, weighted by S_L = 1.587 at a mean lightness of 10.6: 13.39.
        #expect(ink["deltaE2000"]?.doubleValue == 13.39)
        #expect(ink["contrast"]?["from"] == 21)
        #expect(ink["contrast"]?["to"]?.doubleValue == 12.63)
        #expect(json["contextsOnlyInFrom"] == [])
        #expect(json["contextsOnlyInTo"] == [])
    }

    @Test("a token changed in two contexts counts once in the summary, once per context in theirs")
    func summaryCountsTokensOnce() throws {
        let old = try DiffTesting.set(#"{"a": {"$type": "number", "$value": 1}}"#)
        let new = try DiffTesting.set(#"{"a": {"$type": "number", "$value": 2}}"#)
        let diff = TokenDiff.compare([(Permutation(["theme": "light"]), old), (Permutation(["theme": "dark"]), old)],
                                     [(Permutation(["theme": "light"]), new), (Permutation(["theme": "dark"]), new)])
        #expect(diff.contexts.map(\.summary.valueChanged) == [1, 1])
        #expect(diff.summary.valueChanged == 1)
        #expect(diff.bump == .patch)
        #expect(diff.summary.reason == "1 value changed")
    }

    @Test("the reason names the changes of the bump's level", arguments: [
        (DiffSummary(added: 2, removed: 1, renamed: 3, valueChanged: 4, typeChanged: 0, deprecated: 1, contextsAdded: 0, contextsRemoved: 1),
         VersionBump.major, "1 removed, 3 renamed, 1 context removed"),
        (DiffSummary(added: 2, removed: 0, renamed: 0, valueChanged: 4, typeChanged: 0, deprecated: 1, contextsAdded: 2, contextsRemoved: 0),
         .minor, "2 added, 1 newly deprecated, 2 contexts added"),
        (DiffSummary(added: 0, removed: 0, renamed: 0, valueChanged: 4, typeChanged: 0, deprecated: 0, contextsAdded: 0, contextsRemoved: 0),
         .patch, "4 values changed"),
        (DiffSummary(added: 0, removed: 0, renamed: 0, valueChanged: 0, typeChanged: 1, deprecated: 0, contextsAdded: 0, contextsRemoved: 0),
         .major, "1 changed type"),
        (DiffSummary(added: 0, removed: 0, renamed: 0, valueChanged: 0, typeChanged: 0, deprecated: 0, contextsAdded: 0, contextsRemoved: 0),
         .none, ""),
    ])
    func reasons(summary: DiffSummary, bump: VersionBump, reason: String) {
        #expect(summary.bump == bump)
        #expect(summary.reason == reason)
    }
}
