import DesignSystem
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// Resources: every docs page and token file listed, each listed one readable, nothing else.
@Suite("MCP resources", .integration)
struct MCPResourcesTests {
    @Test("every docs page (the Config's and the manual's) and every token file is listed, and each reads back", arguments: [
        MCPTestSupport.bundled, MCPTestSupport.acme,
    ])
    func listAndRead(snapshot: Snapshot) throws {
        let session = MCPTestClient(MCPTestSupport.session(on: snapshot))
        let listed = try #require(session.answer(MCPTestSupport.request("resources/list"), on: snapshot)?["result"]?["resources"]?.arrayValue)
        let uris = listed.compactMap { $0["uri"]?.stringValue }
        let pages = (snapshot.docs.pages + snapshot.docs.manual).map { MCPResources.docsPrefix + $0.path }
        #expect(Array(uris.prefix(pages.count)) == pages)
        let tokenURIs = uris.filter { $0.hasPrefix(MCPResources.tokensPrefix) }
        #expect(tokenURIs.contains { $0.hasSuffix(".resolver.json") })
        #expect(tokenURIs.count >= 3)
        for resource in listed {
            let uri = try #require(resource["uri"]?.stringValue)
            let read = try #require(session.answer(MCPTestSupport.request("resources/read", #"{"uri":"\#(uri)"}"#), on: snapshot))
            let content = try #require(read["result"]?["contents"]?[0], "\(uri): \(read)")
            #expect(content["uri"] == .string(uri))
            #expect(content["mimeType"] == resource["mimeType"])
            let text = try #require(content["text"]?.stringValue)
            #expect(!text.isEmpty)
            if uri.hasPrefix(MCPResources.tokensPrefix) { #expect((try? JSONParser.parseLenient(Array(text.utf8))) != nil, "\(uri)") }
        }
    }

    @Test("a URI that is not listed is not found, whatever path it spells", arguments: [
        "swatchbook://tokens/../swatchbook.json", "swatchbook://tokens//etc/passwd", "swatchbook://tokens/swatchbook.json",
        "swatchbook://docs/../../etc/passwd", "swatchbook://docs/", "file:///etc/passwd", "",
    ])
    func notFound(uri: String) throws {
        let session = MCPTestClient(MCPTestSupport.session())
        let answer = try #require(session.answer(MCPTestSupport.request("resources/read", #"{"uri":"\#(uri)"}"#)))
        #expect(answer["error"]?["code"] == -32002)
        #expect(answer["error"]?["data"]?["uri"] == .string(uri))
    }

    @Test("resources/templates/list answers with none")
    func templates() throws {
        let session = MCPTestClient(MCPTestSupport.session())
        #expect(session.answer(MCPTestSupport.request("resources/templates/list"))?["result"]?["resourceTemplates"] == [])
    }
}

/// Cutting stdin into messages: line ends, blank lines, and lines over the limit skipped as they arrive.
@Suite("MCP stdio lines", .integration)
struct MCPLineSplitterTests {
    @Test("lines come out whole however the input is cut", arguments: [1, 2, 3, 7, 1000])
    func chunks(size: Int) {
        let input = Array("{\"a\":1}\n\n  \n{\"b\":2}\r\n0123456789abcdefghijXYZ\n{\"c\":3}".utf8)
        var splitter = MCPLineSplitter(limit: 16)
        var lines: [MCPLineSplitter.Line] = []
        var start = 0
        while start < input.count {
            lines += splitter.feed(input[start..<min(input.count, start + size)])
            start += size
        }
        if let last = splitter.end() { lines.append(last) }
        #expect(lines == [.message(Array("{\"a\":1}".utf8)), .message(Array("{\"b\":2}".utf8)), .tooLong(23), .message(Array("{\"c\":3}".utf8))])
    }

    @Test("a line of exactly the limit is a message, one byte more is too long", arguments: [(16, true), (17, false)])
    func boundary(length: Int, fits: Bool) {
        var splitter = MCPLineSplitter(limit: 16)
        let lines = splitter.feed(Array(String(repeating: "x", count: length).utf8) + [0x0D, 0x0A])
        #expect(lines == [fits ? .message(Array(String(repeating: "x", count: length).utf8)) : .tooLong(length + 1)])
    }
}
