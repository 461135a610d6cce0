import Foundation
import Testing

/// The README is the front door, the manual the reference: the README stays short, names the
/// binary and the two commands, and each of its links leads to a file of the repository (a page of
/// the manual, the screenshot) that exists.
@Suite("The README as a front door")
struct ReadmeTests {
    /// The most the README may weigh: a front door a team reads in a few minutes.
    static let mostBytes = 15 * 1024

    static func readme() throws -> String { try String(contentsOfFile: RepositoryPaths.root + "/README.md", encoding: .utf8) }

    @Test func isShortAndStartsPeople() throws {
        let text = try Self.readme()
        #expect(text.utf8.count < Self.mostBytes, "README.md is \(text.utf8.count) bytes; move reference text into the manual")
        for start in ["make run", "make test", ".build/release/swatchbook", "init", "check", "serve --config", "docker run", "/docs/swatchbook"] {
            #expect(text.contains(start), "the README names \(start)")
        }
        #expect(!text.contains("swift run swatchbook"), "swift run starts a second, debug build")
    }

    @Test func everyLinkLeadsToAFileThatExists() throws {
        let text = try Self.readme()
        var links = 0
        for match in text.matches(of: /\]\(([^)#\s]+)(#[^)]*)?\)/) {
            let target = String(match.output.1)
            guard !target.hasPrefix("http") else { continue }
            links += 1
            #expect(FileManager.default.fileExists(atPath: RepositoryPaths.root + "/" + target), "README links \(target), which does not exist")
        }
        #expect(links >= 10, "the README links the manual's pages")
        let manual = try FileManager.default.contentsOfDirectory(atPath: ManualText.folder).filter { $0.hasSuffix(".md") && $0 != "index.md" }
        for page in manual {
            #expect(text.contains("manual/" + page), "the README's table of the manual lists \(page)")
        }
    }
}
