import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// Re-exporting into a folder: the earlier export's own files are replaced all at once, and the
/// files the team keeps there (a `CNAME`, `.git/`, notes) survive, listed in the manifest.
@Suite(.serialized, .integration) struct ExportKeptFilesTests {
    static let teamFiles = ["CNAME": "design.example.com\n", ".git/HEAD": "ref: refs/heads/gh-pages\n", ".git/objects/ab/cdef": "blob",
                            "notes.txt": "publish on Fridays\n", "tokens/NOTES.md": "a note beside the exported tokens\n"]

    static func addTeamFiles(to folder: String) throws {
        for (path, text) in teamFiles {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func aCNAMEGitFolderAndNotesSurviveTwoExportsAndTheManifestSaysSo() throws {
        let config = try PermutationConfig.make(modifiers: 0, contexts: 1)
        defer { config.remove() }
        let folder = WrittenExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        try config.writeFile("docs/old.md", "---\ntitle: Old\n---\n# Old\n")
        let first = try WrittenExport(config: config.directory, into: folder)
        #expect(first.file("docs/old/index.html") != nil)
        try Self.addTeamFiles(to: folder)
        try FileManager.default.removeItem(atPath: config.directory + "/docs/old.md")
        for round in 1...2 {
            let export = try WrittenExport(config: config.directory, into: folder)
            for (path, text) in Self.teamFiles {
                #expect((try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)) == text, "round \(round): \(path)")
            }
            #expect(export.site.kept == [".git/", "CNAME", "notes.txt", "tokens/NOTES.md"])
            #expect(export.manifestJSON["kept"] as? [String] == [".git/", "CNAME", "notes.txt", "tokens/NOTES.md"])
            let listed = Set((export.manifestJSON["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String })
            #expect(listed.isDisjoint(with: Self.teamFiles.keys))
            // The earlier export's page that this Config no longer has is gone with it.
            #expect(!FileManager.default.fileExists(atPath: folder + "/docs/old"))
            #expect(export.file("index.html") != nil)
        }
        #expect(try WrittenExport.leftovers(beside: folder).isEmpty)
    }

    @Test func anExportThatFailsMidwayLeavesTheEarlierOneAndTheTeamsFilesAsTheyWere() throws {
        let config = try PermutationConfig.make(modifiers: 1, contexts: 2)
        defer { config.remove() }
        let folder = WrittenExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try WrittenExport(config: config.directory, previews: .all, into: folder)
        try Self.addTeamFiles(to: folder)
        let before = try WrittenExport.files(in: folder)
        // A cap that the pages found by following links pass: the export stops after rendering some.
        let starting = try ExportPageLimitTests.seeds(config, previews: .all).census.total
        try config.write(#"{"name": "Many", "limits": {"exportPages": \#(starting + 1)}}"#)
        #expect(throws: ExportError.self) { try WrittenExport(config: config.directory, previews: .all, into: folder) }
        let after = try WrittenExport.files(in: folder)
        #expect(after.map(\.path) == before.map(\.path))
        #expect(after.map(\.bytes) == before.map(\.bytes))
        #expect(try WrittenExport.leftovers(beside: folder).isEmpty)
    }

    @Test func aTeamsFileWhereTheExportWritesOneIsRefusedWithNothingChanged() throws {
        let config = try PermutationConfig.make(modifiers: 0, contexts: 1)
        defer { config.remove() }
        let folder = WrittenExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try WrittenExport(config: config.directory, into: folder)
        try FileManager.default.createDirectory(atPath: folder + "/docs/notes", withIntermediateDirectories: true)
        try "mine".write(toFile: folder + "/docs/notes/index.html", atomically: true, encoding: .utf8)
        let before = try WrittenExport.files(in: folder)
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        try config.writeFile("docs/notes.md", "---\ntitle: Notes\n---\n# Notes\n")
        let error = try #require(throws: ExportError.self) { try WrittenExport(config: config.directory, into: folder) }
        #expect(error.message.contains("holds docs/notes/, which the earlier export did not write"), "\(error.message)")
        #expect(try WrittenExport.files(in: folder).map(\.bytes) == before.map(\.bytes))
    }

    @Test(arguments: ["{", #"{"files": 3}"#, #"{"files": [{"url": "/"}]}"#])
    func anEarlierManifestThatCannotBeReadIsRefusedBeforeRendering(_ manifest: String) throws {
        let folder = WrittenExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try manifest.write(toFile: folder + "/" + ExportManifest.name, atomically: true, encoding: .utf8)
        let error = try #require(throws: ExportError.self) { try ExportFolder.check(folder) }
        #expect(error.message.contains("cannot read \(folder)/\(ExportManifest.name), the manifest of the earlier export"), "\(error.message)")
    }
}
