import DesignTokens
import Testing

@Suite("TokenDiff: what changed between two token sets, and the bump it calls for")
struct TokenDiffTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let old: String
        let new: String
        let changes: [String]
        let bump: VersionBump
        var testDescription: String { name }
    }

    static func dimension(_ value: Int) -> String { #"{"$type": "dimension", "$value": {"value": \#(value), "unit": "px"}}"# }

    static func color(_ red: Double, _ green: Double, _ blue: Double) -> String {
        #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(red), \#(green), \#(blue)]}}"#
    }

    @Test(arguments: [
        Row(name: "nothing changed", old: #"{"a": \#(dimension(4))}"#, new: #"{"a": \#(dimension(4))}"#, changes: [], bump: .none),
        Row(name: "a token added", old: #"{"a": \#(dimension(4))}"#, new: #"{"a": \#(dimension(4)), "b": \#(dimension(8))}"#,
            changes: ["added b"], bump: .minor),
        Row(name: "a token removed", old: #"{"a": \#(dimension(4)), "b": \#(dimension(8))}"#, new: #"{"a": \#(dimension(4))}"#,
            changes: ["removed b"], bump: .major),
        Row(name: "a path moved, value kept", old: #"{"radius": {"pill": \#(dimension(999))}}"#,
            new: #"{"shape": {"pill": \#(dimension(999))}}"#, changes: ["renamed radius.pill → shape.pill"], bump: .major),
        Row(name: "a moved path with a new value is a removal and an addition",
            old: #"{"radius": {"pill": \#(dimension(999))}}"#, new: #"{"shape": {"pill": \#(dimension(9999))}}"#,
            changes: ["added shape.pill", "removed radius.pill"], bump: .major),
        Row(name: "same value, another type, is no rename",
            old: #"{"n": {"$type": "number", "$value": 4}}"#, new: #"{"m": {"$type": "fontWeight", "$value": 4}}"#,
            changes: ["added m", "removed n"], bump: .major),
        Row(name: "a value changed", old: #"{"a": \#(dimension(4))}"#, new: #"{"a": \#(dimension(6))}"#,
            changes: ["value a: 4px → 6px"], bump: .patch),
        Row(name: "a value changed through an alias", old: #"{"base": \#(dimension(4)), "a": {"$value": "{base}"}}"#,
            new: #"{"base": \#(dimension(4)), "other": \#(dimension(6)), "a": {"$value": "{other}"}}"#,
            changes: ["added other", "value a: 4px → 6px"], bump: .minor),
        Row(name: "an alias retargeted to the same value is no change", old: #"{"x": \#(dimension(4)), "y": \#(dimension(4)), "a": {"$value": "{x}"}}"#,
            new: #"{"x": \#(dimension(4)), "y": \#(dimension(4)), "a": {"$value": "{y}"}}"#, changes: [], bump: .none),
        Row(name: "a type changed", old: #"{"a": {"$type": "number", "$value": 1}}"#, new: #"{"a": \#(dimension(1))}"#,
            changes: ["type a: number → dimension"], bump: .major),
        Row(name: "newly deprecated, with its reason",
            old: #"{"a": \#(dimension(4))}"#,
            new: #"{"a": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}, "$deprecated": "Use b."}, "b": \#(dimension(4))}"#,
            changes: ["added b", "deprecated a (Use b.)"], bump: .minor),
        Row(name: "deprecated by its group", old: #"{"g": {"a": \#(dimension(4))}}"#,
            new: #"{"g": {"$deprecated": true, "a": \#(dimension(4))}}"#, changes: ["deprecated g.a"], bump: .minor),
        Row(name: "still deprecated is no change",
            old: #"{"a": {"$type": "number", "$value": 1, "$deprecated": true}}"#,
            new: #"{"a": {"$type": "number", "$value": 1, "$deprecated": "Now with a reason."}}"#, changes: [], bump: .none),
        Row(name: "a colour retuned", old: #"{"ink": \#(color(0, 0, 0))}"#, new: #"{"ink": \#(color(0.2, 0.2, 0.2))}"#,
            changes: ["value ink: #000000 → #333333"], bump: .patch),
        Row(name: "every kind at once",
            old: #"{"keep": \#(dimension(1)), "gone": \#(dimension(2)), "old": {"name": \#(dimension(3))}, "tune": \#(dimension(4)), "kind": {"$type": "number", "$value": 5}, "old-style": \#(dimension(6))}"#,
            new: #"{"keep": \#(dimension(1)), "new": {"name": \#(dimension(3))}, "tune": \#(dimension(40)), "kind": \#(dimension(5)), "old-style": {"$type": "dimension", "$value": {"value": 6, "unit": "px"}, "$deprecated": true}, "fresh": \#(dimension(7))}"#,
            changes: ["added fresh", "removed gone", "renamed old.name → new.name", "value tune: 4px → 40px", "type kind: number → dimension",
                      "deprecated old-style"], bump: .major),
    ])
    func kinds(_ row: Row) throws {
        let diff = TokenDiff.compare(try DiffTesting.plain(row.old), try DiffTesting.plain(row.new))
        #expect(diff.contexts.count == 1)
        let context = try #require(diff.contexts.first)
        #expect(DiffTesting.lines(context) == row.changes)
        #expect(diff.bump == row.bump)
        #expect(context.summary.bump == row.bump)
        #expect(diff.isEmpty == (row.bump == .none))
    }

    @Test("a changed colour carries its CIEDE2000 difference and its contrast on the reference of each side")
    func colorMeasures() throws {
        let old = try DiffTesting.plain(#"{"bg": \#(Self.color(1, 1, 1)), "link": \#(Self.color(0.3843, 0.4745, 1))}"#)
        let new = try DiffTesting.plain(#"{"bg": \#(Self.color(0.96, 0.96, 0.96)), "link": \#(Self.color(0.2706, 0.3333, 0.8824))}"#)
        let diff = TokenDiff.compare(old, new, options: .init(contrastReference: TokenPath(["bg"])))
        let context = try #require(diff.contexts.first)
        let link = try #require(context.valueChanged.first { $0.path == TokenPath(["link"]) })
        let color = try #require(link.color)
        let oldColor = ColorValue(.srgb, SIMD3(0.3843, 0.4745, 1), alpha: 1)
        let newColor = ColorValue(.srgb, SIMD3(0.2706, 0.3333, 0.8824), alpha: 1)
        #expect(color.deltaE2000 == ColorValue.deltaE2000(oldColor, newColor))
        #expect(color.deltaE2000 > 5 && color.deltaE2000 < 20)
        let white = ColorValue(.srgb, SIMD3(1, 1, 1), alpha: 1), grey = ColorValue(.srgb, SIMD3(0.96, 0.96, 0.96), alpha: 1)
        #expect(color.contrast?.old == ColorValue.contrastRatio(foreground: oldColor, background: white))
        #expect(color.contrast?.new == ColorValue.contrastRatio(foreground: newColor, background: grey))
        #expect(context.contrastReference.path == TokenPath(["bg"]))
        let background = try #require(context.valueChanged.first { $0.path == TokenPath(["bg"]) })
        #expect(background.color?.contrast == nil, "the reference is not measured against itself")
        #expect(background.color?.deltaE2000 ?? 0 > 0)
    }

    @Test("without a reference token, contrast is measured on white")
    func whiteReference() throws {
        let diff = TokenDiff.compare(try DiffTesting.plain(#"{"ink": \#(Self.color(0, 0, 0))}"#),
                                     try DiffTesting.plain(#"{"ink": \#(Self.color(0.5, 0.5, 0.5))}"#),
                                     options: .init(contrastReference: TokenPath(["missing"])))
        let context = try #require(diff.contexts.first)
        #expect(context.contrastReference.path == nil)
        let contrast = try #require(context.valueChanged.first?.color?.contrast)
        #expect(abs(contrast.old - 21) < 0.001)
        #expect(contrast.new < 5)
    }

    @Test("lists follow document order: additions, changes and renames the newer side's, removals the older side's")
    func order() throws {
        let diff = TokenDiff.compare(
            try DiffTesting.plain(#"{"z": \#(Self.dimension(1)), "y": \#(Self.dimension(2)), "m": \#(Self.dimension(3)), "l": \#(Self.dimension(4))}"#),
            try DiffTesting.plain(#"{"l": \#(Self.dimension(40)), "m": \#(Self.dimension(30)), "b": \#(Self.dimension(9)), "a": \#(Self.dimension(8))}"#))
        let context = try #require(diff.contexts.first)
        #expect(DiffTesting.lines(context) == ["added b", "added a", "removed z", "removed y", "value l: 4px → 40px", "value m: 3px → 30px"])
    }
}
