import Testing
@testable import DesignTokens

/// Resolution's work grows linearly with the input: the steps it takes over tokens and references
/// are counted (not timed) for inputs of each hostile kind at two sizes ten times apart.
@Suite("Linear resolution work")
struct LinearWorkTests {
    struct Kind: CustomTestStringConvertible, Sendable {
        let name: String
        let document: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    static let kinds: [Kind] = [
        Kind(name: "alias chain") { LongChainTests.document($0, cycle: false, typed: false) },
        Kind(name: "alias chain, typed") { LongChainTests.document($0, cycle: false, typed: true) },
        Kind(name: "cycle, typed") { LongChainTests.document($0, cycle: true, typed: true) },
        Kind(name: "cycle, untyped") { LongChainTests.document($0, cycle: true, typed: false) },
        Kind(name: "many chains into one token") { count in
            #"{"t0": {"$type": "number", "$value": 1}, "# + (1..<count).map { #""t\#($0)": {"$value": "{t\#($0 / 2)}"}"# }
                .joined(separator: ", ") + "}"
        },
        Kind(name: "shadow fan-out, refused") { count in TokenLimitsTests.shadowFanOut(width: 10, depth: count / 100) },
    ]

    /// The steps resolving `document` takes.
    static func steps(_ document: String) throws -> Int {
        var sink = DiagnosticSink(strictness: .strict)
        let tree = TokenSetBuilder.parse(TokenSource(file: Rules.file, document: try JSONParser.parse(document)), sink: &sink)
        let root = TokenSetBuilder.merge([tree], sink: &sink)
        return TokenResolution.resolveCountingSteps(root, strictness: .strict, budget: CompositeBudget(limits: TokenLimits(), permutations: 1),
                                                    sink: &sink).steps
    }

    @Test("ten times the tokens take at most twelve times the steps, and a few steps per token", arguments: kinds)
    func linear(_ kind: Kind) throws {
        let small = try Self.steps(kind.document(1_000))
        let large = try Self.steps(kind.document(10_000))
        #expect(small > 0)
        #expect(large <= 12 * small, "1,000 tokens: \(small) steps; 10,000 tokens: \(large) steps")
        #expect(large <= 5 * 10_000, "\(large) steps for 10,000 tokens")
    }
}
