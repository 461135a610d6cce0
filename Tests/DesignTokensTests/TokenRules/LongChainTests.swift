import Testing
import TestSupport
@testable import DesignTokens

/// Chains and cycles far longer than any design system has: resolution is linear, a chain is one
/// link per token, and a cycle is one diagnostic of bounded length (issue 14: a 10,000-token
/// cycle used to take minutes and write gigabytes of messages). `LinearWorkTests` counts the
/// steps of resolution, and the export test here measures its own processor time at two lengths,
/// so a return of that walk fails at once; the time limit only ends a walk that would never end.
/// It is long because it counts time on the wall: `make test` runs the Swift tests beside the
/// browser and contract suites on two cores, Swift Testing starts every test at once, and tests of
/// a few milliseconds have waited nine minutes for a thread.
@Suite("Long alias chains and cycles", .timeLimit(.minutes(30)))
struct LongChainTests {
    /// `t0` a number; `t1` … `t(n-1)` each an alias of the one before (or, for a cycle, of the one after, closing at the end).
    static func document(_ count: Int, cycle: Bool, typed: Bool) -> String {
        var members: [String] = []
        for index in 0..<count {
            let type = typed ? #""$type": "number", "# : ""
            if !cycle && index == 0 {
                members.append(#""t0": {"$type": "number", "$value": 7}"#)
            } else {
                let target = cycle ? (index + 1) % count : index - 1
                members.append(#""t\#(index)": {\#(type)"$value": "{t\#(target)}"}"#)
            }
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test("a chain of 100,000 aliases resolves; the last token's chain has 99,999 links, walked on demand")
    func longChain() throws {
        let built = Rules.build(Self.document(100_000, cycle: false, typed: false))
        #expect(built.diagnostics.isEmpty, built.report)
        let last = try #require(built.token("t99999"))
        #expect(last.value == .number(7))
        #expect(last.aliasChain.count == 99_999)
        #expect(last.aliasChain.first == Rules.path("t99998"))
        #expect(Array(last.aliasChain.prefix(3)) == ["t99998", "t99997", "t99996"].map(Rules.path))
        #expect(last.aliasChain.reduce(into: 0) { count, _ in count += 1 } == 99_999)
    }

    /// The 20,000-long chain, built once for the ten formats that export it all (building it was a
    /// third of their time).
    static let longChain: TokenSet? = Rules.build(document(20_000, cycle: false, typed: false)).set

    @Test("every export of a 20,000-long chain walks at most a few links per token (Figma's: 5,000, its most variables)",
          arguments: TokenExportFormat.all)
    func exportsOfALongChain(_ format: TokenExportFormat) throws {
        let length = format == .figma ? FigmaLimits.variablesPerCollection : 20_000
        let set = try #require(format == .figma ? Rules.build(Self.document(length, cycle: false, typed: false)).set : Self.longChain)
        let short = try #require(Rules.build(Self.document(length / 8, cycle: false, typed: false)).set)
        for resolveAliases in [true, false] {
            let options = TokenExportOptions(resolveAliases: resolveAliases)
            var text = ""
            let long = try ThreadCPUTime.of { text = try TokenExport.render(set.tokens, from: set, as: format, options: options) }
            #expect(text.lowercased().contains("t\(length - 1)"), "\(format.rawValue): the last token is written")
            // A walk of the chain for each token would be quadratic: sixty-four times the time at eight times the tokens;
            // linear, it measured 6 to 14 (bigger arrays miss the cache more), so the bound is three times linear.
            let shortTime = try ThreadCPUTime.least(of: 3) { _ = try TokenExport.render(short.tokens, from: short, as: format, options: options) }
            #expect(long / shortTime <= 24, "\(format.rawValue): 8 times the chain took \(long / shortTime) times the processor time")
        }
    }

    @Test("a cycle of 10,000 tokens is one error, whose message names a few and counts the rest", arguments: [true, false])
    func longCycle(typed: Bool) {
        let built = Rules.build(Self.document(10_000, cycle: true, typed: typed))
        #expect(built.set == nil)
        #expect(built.diagnostics.count == 1, "\(built.diagnostics.count) diagnostics")
        let message = built.diagnostics.first?.message ?? ""
        #expect(built.diagnostics.first?.rule == .circularReference)
        #expect(message.hasPrefix("circular reference through 10000 tokens: {t0} → {t1} → "), "\(message.prefix(200))")
        #expect(message.contains("… 9993 more …") && message.hasSuffix("→ {t9999} → {t0}"), "\(message.prefix(300))")
        #expect(message.count < 300)
    }

    @Test("a short cycle names every token")
    func shortCycle() {
        let built = Rules.build(Self.document(8, cycle: true, typed: true))
        #expect(built.errors.map(\.message) == ["circular reference through 8 tokens: "
            + (0..<8).map { "{t\($0)}" }.joined(separator: " → ") + " → {t0}"])
    }
}
