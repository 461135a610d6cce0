@testable import DesignTokens
import Foundation
import Testing

/// The repository's root, four folders above this file.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
/// The Python of the virtualenv `make parser-deps` makes, or `SWATCHBOOK_PARSER_PYTHON`.
private let parserPython = ProcessInfo.processInfo.environment["SWATCHBOOK_PARSER_PYTHON"]
    ?? repository.appendingPathComponent(".build/parser-venv/bin/python").path
private let parserFound = FileManager.default.isExecutableFile(atPath: parserPython)

/// Every generated TypeScript and Kotlin file parses with tree-sitter's grammars for those
/// languages (`Tests/Parsers/parse.py`: no ERROR or MISSING node in the tree).
@Suite(.enabled(if: parserFound, "skipped: no parser virtualenv at .build/parser-venv (make parser-deps makes it)"))
struct GeneratedSourceParseTests {
    @Test("every ts and compose export parses: fixtures, awkward names, every context, the bundled Config")
    func everyOutputParses() throws {
        var files: [(String, String)] = []
        for (format, suffix) in [(TokenExportFormat.ts, "ts"), (.compose, "kt")] {
            files += [
                ("fixture", try ExportFixture.render(format)), ("edge", try EdgeFixture.render(format)),
                ("contexts", try FormatContextsFixture.render(format)),
                ("config", try TokenExport.render(BundledTokens.set().tokens, from: BundledTokens.set(), as: format)),
                ("config-all", try TokenExport.render(BundledTokens.variants(), as: format)),
                ("awkward-contexts", try TokenExport.render(awkwardContexts(), as: format)),
            ].map { ("\($0.0).\(suffix)", $0.1) }
        }
        let result = try parse(files)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasSuffix("\(files.count) files parsed, 0 syntax errors\n"), "\(result.output)")
    }

    @Test("the parsers find a broken file", arguments: ["ts", "kt"])
    func brokenOutputIsFound(suffix: String) throws {
        let text = try (suffix == "ts" ? FormatContextsFixture.render(.ts) : FormatContextsFixture.render(.compose))
        // Without the line closing an object literal (TypeScript) or the object (Kotlin), it is left open.
        let broken = suffix == "ts" ? text.replacingOccurrences(of: "\n} as const;\n", with: "\n")
            : text.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
        #expect(broken != text)
        let result = try parse([("broken.\(suffix)", broken)])
        #expect(result.status == 1)
        #expect(result.output.contains("broken.\(suffix):"), "\(result.output)")
    }

    /// Contexts whose names are a reserved word and words with a hyphen, in both languages.
    private func awkwardContexts() throws -> ContextVariants {
        let light = try FormatContextsFixture.set("light")
        let dark = try FormatContextsFixture.set("dark")
        return ContextVariants(modifier: "class", variants: [
            .init(context: "default", permutation: Permutation(["class": "default"]), set: light),
            .init(context: "high-contrast dark", permutation: Permutation(["class": "high-contrast dark"]), set: dark),
        ])
    }

    /// Runs parse.py on `files` (name and text), written to a fresh folder.
    private func parse(_ files: [(String, String)]) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try runProcess(parserPython, [repository.appendingPathComponent("Tests/Parsers/parse.py").path]
            + files.map { folder.appendingPathComponent($0.0).path })
    }
}

/// Runs `executable` with `arguments`; its exit status and standard output and error together.
func runProcess(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}
