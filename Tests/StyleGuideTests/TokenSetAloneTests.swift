import DesignSystem
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// A token set served alone (issue 28, item 6): `serve`, `check` and `export` with `--resolver
/// FILE` make a Config in memory around a resolver document, a plain token file, a Tokens Studio
/// export or Figma variables; and an absolute `"resolver"` path in swatchbook.json is honoured
/// inside the Config's boundary, or refused with a message naming the setting.
@Suite("A token set served alone (--resolver FILE)", .serialized, .integration)
struct TokenSetAloneTests {
    /// A small Tokens Studio export: two sets and a theme group.
    static let tokensStudio = ##"""
        {"core": {"gray": {"50": {"value": "#fafafa", "type": "color"}, "900": {"value": "#111111", "type": "color"}}},
         "theme/light": {"bg": {"value": "{gray.50}", "type": "color"}},
         "theme/dark": {"bg": {"value": "{gray.900}", "type": "color"}},
         "$themes": [
           {"id": "1", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "theme/light": "enabled"}},
           {"id": "2", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "theme/dark": "enabled"}}],
         "$metadata": {"tokenSetOrder": ["core", "theme/light", "theme/dark"]}}
        """##

    /// One kind of token file: where it is, a token it holds, and whether `check` (strict) passes it.
    struct Kind: Sendable, CustomTestStringConvertible {
        let name: String
        let file: String
        let token: String
        let strictlyValid: Bool
        var testDescription: String { name }
    }

    /// The folder holding the Tokens Studio export, written once.
    static let studioFolder: String = {
        let folder = NSTemporaryDirectory() + "swatchbook-token-set-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? tokensStudio.write(toFile: folder + "/tokens-studio.json", atomically: true, encoding: .utf8)
        return folder
    }()

    static let kinds: [Kind] = [
        Kind(name: "DTCG resolver document", file: RepositoryPaths.acme + "/tokens/acme.resolver.json", token: "palette.ink", strictlyValid: true),
        Kind(name: "plain token file (Style Dictionary)", file: RepositoryPaths.root + "/Tests/Fixtures/StyleDictionaryPlain/color/base.json",
             token: "color.base.ink", strictlyValid: false),
        Kind(name: "Tokens Studio export", file: studioFolder + "/tokens-studio.json", token: "bg", strictlyValid: false),
        Kind(name: "Figma variables", file: RepositoryPaths.root + "/Tests/Fixtures/Figma/variables-local.json", token: "color.blue.500",
             strictlyValid: false),
    ]

    @Test("the guide and the API serve the file's tokens, with no Config", arguments: kinds)
    func served(_ kind: Kind) throws {
        let snapshot = try SnapshotLoader.load(tokenSet: kind.file, strictness: .tolerant).get()
        #expect(snapshot.tokenSetFile == kind.file)
        #expect(snapshot.watchedPaths.first == kind.file)
        let store = SnapshotStore(snapshot)
        let application = try Application(store: store, publicDirectory: nil, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
        try withServer(application.responder()) { server in
            let page = try fetch(server, "/tokens")
            #expect(page.status == 200)
            let tokens = try fetch(server, "/api/tokens")
            #expect(tokens.status == 200)
            // Spelled out with its types: inside #expect, this concatenation took the type checker 12 s.
            let lastSegment: String = kind.token.split(separator: ".").last.map { String($0) } ?? ""
            let quotedName: String = "\"" + lastSegment + "\""
            #expect(tokens.text.contains(quotedName))
            #expect(try fetch(server, "/api/tokens/" + kind.token).status == 200)
            #expect(try fetch(server, "/healthz").status == 200)
            #expect(try fetch(server, "/components").status == 200)
        }
    }

    @Test("serve --resolver answers /tokens and /api/tokens; an edit to a file the resolver names reloads under --watch")
    func serveCommand() throws {
        let folder = NSTemporaryDirectory() + "swatchbook-token-set-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/core", withIntermediateDirectories: true)
        try #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "core", "sources": [{"$ref": "core/colors.json"}]}]}"#
            .write(toFile: folder + "/brand.resolver.json", atomically: true, encoding: .utf8)
        try ##"{"brand": {"$type": "color", "ink": {"$value": "#112233"}}}"##.write(toFile: folder + "/core/colors.json", atomically: true, encoding: .utf8)
        let serve = try SwatchbookProcess(["serve", "--resolver", folder + "/brand.resolver.json", "--port", "0", "--watch"])
        defer { serve.send(SIGTERM); _ = serve.waitForExit() }
        let port = try serve.waitForPort()
        #expect(try RawConnection(port: port).request("GET", "/tokens").status == 200)
        #expect(try RawConnection(port: port).request("GET", "/api/tokens/brand.ink").status == 200)
        #expect(try RawConnection(port: port).request("GET", "/api/tokens/brand.paper").status == 404)
        try ##"{"brand": {"$type": "color", "ink": {"$value": "#112233"}, "paper": {"$value": "#fafafa"}}}"##
            .write(toFile: folder + "/core/colors.json", atomically: true, encoding: .utf8)
        let deadline = ContinuousClock.now + .seconds(20)
        while try RawConnection(port: port).request("GET", "/api/tokens/brand.paper").status != 200 {
            guard ContinuousClock.now < deadline else { Issue.record("brand.paper never appeared: \(serve.standardError)"); return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let logged = ContinuousClock.now + .seconds(20)
        while !serve.standardError.contains("reloaded \(folder)/brand.resolver.json after a change") {
            guard ContinuousClock.now < logged else { Issue.record("no reload in the log: \(serve.standardError)"); return }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    @Test("check --resolver: 0 when strictly valid, 1 when not (a dialect is converted), 2 on a usage error", arguments: kinds)
    func checkCommand(_ kind: Kind) throws {
        let check = try SwatchbookProcess(["check", "--resolver", kind.file])
        let status = check.waitForExit(timeout: .seconds(30))
        #expect(status == (kind.strictlyValid ? 0 : 1), "\(check.standardError)")
        if kind.strictlyValid { #expect(check.standardOutput.contains("token set served alone")) }
    }

    @Test("usage errors: --resolver with --config, with paths, or naming no file", arguments: [
        (["serve", "--resolver", "x.json", "--config", "Config"], 2, "not both"),
        (["export", "--resolver", "x.json", "--config", "Config", "--out", "/tmp/never"], 2, "not both"),
        (["check", "--resolver", "x.json", "Config"], 2, "not both"),
        (["check", "--resolver", "no/such/file.json"], 1, "there is no file here"),
        (["serve", "--resolver", "no/such/file.json", "--port", "0"], 1, "there is no file here"),
        (["check", "--resolver", "Tests/Fixtures/Acme"], 1, "this is a folder, not a file"),
    ] as [([String], Int32, String)])
    func usage(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let process = try SwatchbookProcess(arguments)
        let exit = process.waitForExit(timeout: .seconds(30))
        #expect(exit == status, "\(exit.map(String.init) ?? "none"): \(process.standardError)")
        #expect(process.standardError.contains(message), "\(process.standardError)")
    }

    @Test("export --resolver writes a site of the token set's guide")
    func exportCommand() throws {
        let out = NSTemporaryDirectory() + "swatchbook-token-set-export-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let export = try SwatchbookProcess(["export", "--resolver", Self.kinds[0].file, "--out", out, "--previews", "linked", "--workers", "1"])
        #expect(export.waitForExit(timeout: .seconds(120)) == 0, "\(export.standardError)")
        #expect(FileManager.default.fileExists(atPath: out + "/index.html"))
        #expect(FileManager.default.fileExists(atPath: out + "/swatchbook-manifest.json"))
        let tokens = (try? String(contentsOfFile: out + "/tokens/index.html", encoding: .utf8))
            ?? (try? String(contentsOfFile: out + "/tokens.html", encoding: .utf8)) ?? ""
        #expect(tokens.contains("palette"), "the exported tokens page lists the resolver's tokens")
    }
}
