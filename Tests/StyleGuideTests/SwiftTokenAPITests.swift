import DesignSystem
import DesignTokens
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// `/api/tokens?format=swift`: every theme in one file, and `name=`, through the real server.
@Suite("The Swift token file over HTTP", .integration)
struct SwiftTokenAPITests {
    @Test("format=swift&theme=*&name=Brand answers one file: the enum Brand, Light and Dark in it, adaptive colours")
    func everyTheme() throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict).get()
        let system = snapshot.tokens
        let base = try ResolverInputs.permutation(for: [:], modifiers: system.modifiers).get()
        let variants = try #require(ContextVariants.of("theme", in: system, around: base))
        let expected = try TokenExport.render(variants, as: .swift,
                                              options: TokenExportOptions(header: "Swatchbook — theme=*", typeName: "Brand"))
        try withApp(snapshot) { server in
            let response = try fetch(server, "/api/tokens?format=swift&theme=*&name=Brand")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/x-swift; charset=utf-8")
            #expect(response.header("Content-Disposition") == "inline; filename=\"Tokens.swift\"")
            #expect(response.text == expected)
            let text = response.text
            #expect(text.components(separatedBy: "\npublic enum Brand {\n").count == 2)
            #expect(text.contains("\n    public enum Light {\n") && text.contains("\n    public enum Dark {\n"))
            #expect(text.contains("public static let colorBackgroundDefault = adaptive(light: Light.colorBackgroundDefault, "
                + "dark: Dark.colorBackgroundDefault)"))
            #expect(text.contains("UIColor(dynamicProvider:") && text.contains("NSColor(name: nil, dynamicProvider:"))
            #expect(!text.contains("DesignTokens"))
            let again = try fetch(server, "/api/tokens?format=swift&theme=*&name=Brand",
                                  headers: [("If-None-Match", try #require(response.header("ETag")))])
            #expect(again.status == 304)
        }
    }

    @Test("name= names the enum of one theme too; without it the enum is DesignTokens", arguments: [
        ("/api/tokens?format=swift&theme=dark&name=Brand", "Brand"), ("/api/tokens?format=swift&theme=dark", "DesignTokens"),
        ("/api/tokens?format=swift&theme=*", "DesignTokens"),
    ])
    func oneTheme(target: String, typeName: String) throws {
        try withBundledApp { server in
            let response = try fetch(server, target)
            #expect(response.status == 200)
            #expect(response.text.contains("\npublic enum \(typeName) {\n"))
            #expect(response.text.contains("public enum Dark {") == target.contains("theme=*"))
        }
    }

    @Test("a name= Swift cannot use is a 400 saying why; a format without a type checks the name's form, then ignores it", arguments: [
        ("name=9lives", "name must be a type name", true), ("name=a-b", "name must be a type name", true),
        ("name=", "name must be a type name", true),
        ("name=Color", "'Color' cannot name the type of the Swift file", false), ("name=class", "'class' is a Swift keyword", false),
        ("theme=*&name=Gradient", "'Gradient' cannot name the type", false),
    ])
    func badNames(query: String, fragment: String, badForm: Bool) throws {
        try withBundledApp { server in
            let swift = try fetch(server, "/api/tokens?format=swift&" + query)
            #expect(swift.status == 400)
            let message = try JSONParser.parse(swift.body)["error"]?["message"]?.stringValue ?? ""
            #expect(message.contains(fragment), "\(message)")
            let css = try fetch(server, "/api/tokens?format=css&" + query)
            let plain = try fetch(server, "/api/tokens?format=css&" + query.split(separator: "&").filter { !$0.hasPrefix("name=") }.joined(separator: "&"))
            #expect(css.status == (badForm ? 400 : 200), "\(css.text)")
            if !badForm { #expect(css.body == plain.body, "the name is ignored where the format has none") }
        }
    }

    /// The application serving `snapshot` over loopback.
    private func withApp(_ snapshot: Snapshot, _ body: (Server) throws -> Void) throws {
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = try Application(store: SnapshotStore(snapshot), publicDirectory: RepositoryPaths.publicFolder, logger: logger)
        try withServer(application.responder(), body)
    }
}
