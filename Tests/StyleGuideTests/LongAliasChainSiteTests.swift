import DesignSystem
import FoundationEssentials
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// A chain of aliases longer than a page can show: the API and the guide name its first links
/// and say how long it is, so what a load builds stays proportional to the file.
@Suite("A long alias chain, served", .serialized, .integration)
struct LongAliasChainSiteTests {
    static let length = 30

    static func config() throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Chains"}"#)
        try config.writeFile("tokens/swatchbook.resolver.json", """
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/core"}]}
        """)
        let links = (1...length).map { #""s\#($0)": {"$value": "{n.s\#($0 - 1)}"}"# }
        try config.writeFile("tokens/core.tokens.json", #"{"n": {"$type": "number", "s0": {"$value": 4}, "# + links.joined(separator: ", ") + "}}")
        return config
    }

    @Test("the API gives the first links of the chain and its whole length; the guide the same, with the rest counted")
    func boundedChain() throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory, strictness: .strict) { server, _ in
            let detail = try JSONParser.parse(try fetch(server, "/api/tokens/n.s\(Self.length)").text)
            #expect(detail["aliasChainLength"] == .number(Double(Self.length)))
            let shown = detail["aliasChain"]?.arrayValue ?? []
            #expect(shown.count == AliasChain.displayedLinks)
            #expect(shown.first == .string("n.s\(Self.length - 1)"))
            #expect(detail["value"] == 4)
            let group = try page(server, "/tokens/n")
            #expect(group.contains("… \(Self.length - AliasChain.displayedLinks) more"), "the guide counts the links it does not show")
        }
    }
}
