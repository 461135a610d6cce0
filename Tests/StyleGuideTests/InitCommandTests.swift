import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// `swatchbook init`, run as a process: a Config that checks clean and serves at once.
@Suite("swatchbook init, as a process", .serialized, .integration)
struct InitCommandTests {
    @Test("init, then check (exit 0, no warning), then serve answers the home page, the button and the dark tokens")
    func initCheckServe() throws {
        let root = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let initialize = try SwatchbookProcess(["init", "Design"], directory: root)
        #expect(initialize.waitForExit() == 0, "\(initialize.standardError)")
        #expect(initialize.standardError.isEmpty)
        for file in StarterConfigTests.expectedFiles { #expect(initialize.standardOutput.contains("Design/" + file)) }
        #expect(initialize.standardOutput.contains("swatchbook check Design\n"))
        #expect(initialize.standardOutput.contains("swatchbook serve --config Design\n"))
        #expect(StarterConfigTests.files(below: root + "/Design") == StarterConfigTests.expectedFiles)

        let check = try SwatchbookProcess(["check", "Design"], directory: root)
        #expect(check.waitForExit() == 0)
        #expect(check.standardError.isEmpty, "a strict check has no warning: \(check.standardError)")
        #expect(check.standardOutput.contains("valid: Design (Config folder): "))
        #expect(check.standardOutput.contains("(theme: light, dark); 1 component styled, 2 styles, 1 sample set"))

        let serve = try SwatchbookProcess(["serve", "--config", "Design", "--port", "0"], directory: root)
        let port = try serve.waitForPort()
        for target in ["/", "/components/button", "/api/tokens?theme=dark"] {
            let response = try RawConnection(port: port).request("GET", target)
            #expect(response.status == 200, "\(target) answered \(response.status): \(response.text.prefix(300))")
        }
        let dark = try JSONParser.parse(RawConnection(port: port).request("GET", "/api/tokens?theme=dark&format=flat").body)
        #expect(dark["color.text.default"]?["$value"]?["hex"]?.stringValue == "#f8fafc", "the dark theme's text is light")
        serve.send(SIGTERM)
        #expect(serve.waitForExit() == 0)
        #expect(!serve.standardError.contains("warning"), "\(serve.standardError)")
    }

    @Test("with one file already there it exits 1, names that file and writes nothing")
    func refusesToOverwrite() throws {
        let root = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Design/tokens", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/Design/tokens/swatchbook.resolver.json"))
        let run = try SwatchbookProcess(["init", "Design"], directory: root)
        #expect(run.waitForExit() == 1)
        #expect(run.standardError.contains("Design/tokens/swatchbook.resolver.json: error: the file exists"), "\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.count == 1, "only that file is named")
        #expect(run.standardError.contains("nothing was written"))
        #expect(run.standardOutput.isEmpty)
        #expect(StarterConfigTests.files(below: root) == ["Design/tokens/swatchbook.resolver.json"])
    }

    @Test("with no folder it writes ./Config in the working directory")
    func defaultFolder() throws {
        let root = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let run = try SwatchbookProcess(["init"], directory: root)
        #expect(run.waitForExit() == 0, "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["Config"])
        #expect(StarterConfigTests.files(below: root + "/Config") == StarterConfigTests.expectedFiles)
        #expect(run.standardOutput.contains("swatchbook check Config\n"))
        #expect(run.standardOutput.contains("swatchbook serve --config Config\n"))
    }

    @Test("usage errors exit 2 and write nothing", arguments: [
        ["init", "one", "two"], ["init", ""], ["init", "--bogus"],
        // --component (InitComponentTests): --config alone, a folder beside it, an empty --config.
        ["init", "--config", "Design"], ["init", "Design", "--component", "badge"], ["init", "--component", "badge", "--config", ""],
    ])
    func usageErrors(arguments: [String]) throws {
        let root = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let run = try SwatchbookProcess(arguments, directory: root)
        #expect(run.waitForExit() == 2)
        #expect(!run.standardError.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }
}
