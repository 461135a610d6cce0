import DesignTokens
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
@testable import StyleGuide
import Testing

/// What a team reads in its first hour: a missing Config says what a Config is and how `init`
/// makes one, in every command that reads one; counts say "1 style", not "1 styles".
@Suite(.integration) struct FirstHourMessagesTests {
    static let missing = "Tests/Fixtures/NoSuchConfig"

    @Test("a Config folder that does not exist is explained, with the init command, in every command", arguments: [
        ["check", missing], ["lint", missing], ["build", "--config", missing, "--check"],
        ["export", "--config", missing, "--out", "/tmp/swatchbook-no-config-export"], ["serve", "--config", missing, "--port", "0"],
    ])
    func missingConfig(arguments: [String]) throws {
        let process = try SwatchbookProcess(arguments)
        #expect(process.waitForExit(timeout: .seconds(30)) == 1)
        let error = process.standardError
        #expect(error.contains("\(Self.missing): error: there is no Config folder here"), "\(error)")
        #expect(error.contains("`swatchbook init \(Self.missing)` writes a small valid one"), "\(error)")
        #expect(!error.contains("the file does not exist"), "\(error)")
    }

    @Test("a missing file that is not a Config folder keeps its own message")
    func missingFile() throws {
        let process = try SwatchbookProcess(["check", "Tests/Fixtures/no-such.tokens.json"])
        #expect(process.waitForExit(timeout: .seconds(30)) == 1)
        #expect(process.standardError.contains("the file does not exist"))
        #expect(!process.standardError.contains("there is no Config folder"))
    }

    @Test("the components grid counts one style as '1 style' and several as 'N styles'", arguments: [(1, "1 style · "), (2, "2 styles · ")])
    func styleCount(count: Int, expected: String) throws {
        let config = try TemporaryConfig(settings: #"{"name": "Counts"}"#)
        defer { config.remove() }
        let styles = ["plain", "loud"].prefix(count).map { name in
            #""\#(name)": {"base": {"foreground": "{color.text}", "background": "{color.paper}"}}"#
        }
        try FileManager.default.createDirectory(atPath: config.directory + "/styles", withIntermediateDirectories: true)
        try config.writeFile("styles/label.json", #"{"styles": {\#(styles.joined(separator: ", "))}}"#)
        let store = SnapshotStore(try SnapshotLoader.load(configDirectory: config.directory).get())
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = try Application(store: store, publicDirectory: RepositoryPaths.publicFolder, logger: logger)
        try withServer(application.responder()) { server in
            let page = try fetch(server, "/components")
            #expect(page.status == 200)
            #expect(page.text.contains(expected), "\(page.text)")
            #expect(!page.text.contains("1 styles"))
        }
    }
}
