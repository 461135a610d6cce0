import DesignSystem
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// Issue 30's first line of done: a private Harbor, crawled as a reader would read it, then asked
/// for every one of those URLs (and more) by someone not signed in.
@Suite("An anonymous crawl of a private Swatchbook", .integration)
struct AnonymousCrawlTests {
    @Test("every route answers someone not signed in 401 or the sign-in redirect, with no byte of the Config")
    func crawl() throws {
        let folder = NSTemporaryDirectory() + "swatchbook-private-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: RepositoryPaths.harbor, toPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var settings = try String(contentsOfFile: folder + "/swatchbook.json", encoding: .utf8)
        settings = settings.replacingOccurrences(of: #""name": "Harbor","#, with: #""name": "Harbor", "access": "private","#)
        try settings.write(toFile: folder + "/swatchbook.json", atomically: true, encoding: .utf8)
        let snapshot = try SnapshotLoader.load(configDirectory: folder, publicFolder: .at(RepositoryPaths.publicFolder), strictness: .tolerant).get()
        #expect(snapshot.settings.access == .private)
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let access = AccessControl(recognizers: [TestRecognizer()], signInURL: "https://sso.example.com/auth/sign-in")
        let application = try Application(store: SnapshotStore(snapshot), publicDirectory: RepositoryPaths.publicFolder, logger: logger,
                                          liveReload: true, access: access)
        try withServer(application.responder()) { server in
            let reader = [("Authorization", "Test crawler api,guide,mcp,metrics")]
            // What the Config holds that no outsider may see: its name, its token names, its colours, its files.
            let flat = try JSONParser.parse(try fetch(server, "/api/tokens?format=flat", headers: reader).body)
            let tokenNames = (flat.objectValue?.keys ?? []).filter { $0.count >= 12 }
            var secrets = ["Harbor", "harbor", "tokens.json", "resolver.json"] + tokenNames
            let css = try fetch(server, "/api/tokens?format=css", headers: reader).text
            secrets += css.matches(of: /#[0-9a-fA-F]{6}\b/).map { String($0.output) }.prefix(20)
            #expect(tokenNames.count > 5 && secrets.count > 10)

            // Every URL a reader reaches from the front page, and the routes no page links to.
            var seen: Set<String> = [], queue = ["/"]
            while let path = queue.popLast(), seen.count < 400 {
                guard seen.insert(path).inserted else { continue }
                let page = try fetch(server, path, headers: reader)
                guard page.header("Content-Type")?.hasPrefix("text/html") == true else { continue }
                for match in page.text.matches(of: /(?:href|src)="(\/[^"#]*)"/) {
                    let link = String(match.output.1).replacingOccurrences(of: "&amp;", with: "&")
                    if !seen.contains(link), !link.hasPrefix("//") { queue.append(link) }
                }
            }
            let extra = ["/metrics", "/api/openapi.json", "/api/tokens", "/api/tokens/diff", "/api/modifiers", "/api/styles",
                         "/api/components", "/api/docs", "/api/previews", "/search?q=color", "/events", "/llms.txt", "/llms-full.txt",
                         "/index.md", "/tokens.md", "/index.json", "/metadata.json", "/iframe.html?id=x", "/mcp", "/no/such/page",
                         "/api/no-such-route", "/assets/nothing.png", "/docs/swatchbook/index", "/changes"]
            #expect(seen.count > 30, "the reader's crawl found \(seen.count) URLs")
            for path in seen.union(extra).sorted() where path != "/healthz" {
                let answer = try fetch(server, path)
                #expect(answer.status == 401 || (answer.status == 302 && answer.header("Location")?.hasPrefix("https://sso.example.com/") == true),
                        "\(path): \(answer.status)")
                // The path the client sent comes back in `path` and `next=`: it is its own, not the Config's.
                var everything = answer.headers.map { "\($0.0): \($0.1)" }.joined(separator: "\n") + "\n" + answer.text
                everything = everything.replacingOccurrences(of: path, with: "")
                    .replacingOccurrences(of: String(path.prefix { $0 != "?" }), with: "")
                for secret in secrets where everything.contains(secret) {
                    Issue.record("\(path) shows '\(secret)' to someone not signed in")
                }
            }
            let mcp = try fetch(server, "POST", "/mcp", headers: [("Content-Type", "application/json")],
                                body: Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
            #expect(mcp.status == 401)
            #expect(try fetch(server, "/healthz").text == #"{"status":"ok"}"#)
        }
    }
}
