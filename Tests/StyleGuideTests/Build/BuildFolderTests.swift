import Foundation
import Testing
@testable import StyleGuide

@Suite("swatchbook build: writing the folder")
struct BuildFolderTests {
    /// A fresh temporary folder's path (not made).
    static func temporary() -> String { NSTemporaryDirectory() + "swatchbook-build-\(UUID().uuidString)" }

    /// Every file below `folder`, relative, sorted.
    static func listing(_ folder: String) -> [String] {
        let all = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return all.filter { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            return !isFolder.boolValue
        }.sorted()
    }

    static let files = [BuildFile(path: "web/tokens.css", text: ":root {}\n"), BuildFile(path: "ios/Tokens.swift", text: "enum T {}\n")]

    @Test("writes every file, leaves the folder's other files alone, and leaves no temporary file")
    func writes() throws {
        let root = Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/notes", withIntermediateDirectories: true)
        try "keep".write(toFile: root + "/notes/README.md", atomically: true, encoding: .utf8)
        let folder = BuildFolder(root)
        #expect(try folder.write(Self.files) == [.wrote, .wrote])
        #expect(Self.listing(root) == ["ios/Tokens.swift", "notes/README.md", "web/tokens.css"])
        #expect(FileManager.default.contents(atPath: root + "/web/tokens.css") == Data(":root {}\n".utf8))
        #expect(try folder.write(Self.files) == [.unchanged, .unchanged], "the same bytes are not written again")
        let changed = [BuildFile(path: "web/tokens.css", text: ":root { --x: 1; }\n"), Self.files[1]]
        #expect(try folder.write(changed) == [.wrote, .unchanged])
        #expect(Self.listing(root) == ["ios/Tokens.swift", "notes/README.md", "web/tokens.css"], "no temporary file is left")
    }

    @Test("--check tells fresh, stale and missing files apart, writing nothing")
    func states() throws {
        let root = Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = BuildFolder(root)
        #expect(folder.states(of: Self.files) == [.missing, .missing])
        #expect(!FileManager.default.fileExists(atPath: root))
        _ = try folder.write(Self.files)
        #expect(folder.states(of: Self.files) == [.fresh, .fresh])
        try "changed".write(toFile: root + "/ios/Tokens.swift", atomically: true, encoding: .utf8)
        #expect(folder.states(of: Self.files) == [.fresh, .stale])
    }

    @Test("a folder on the way that is a link leading out of the build folder is refused, and nothing is written")
    func linkLeavingRefused() throws {
        let root = Self.temporary(), outside = Self.temporary()
        defer { for path in [root, outside] { try? FileManager.default.removeItem(atPath: path) } }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/web", withDestinationPath: outside)
        #expect(throws: BuildError.self) { try BuildFolder(root).write(Self.files) }
        do {
            _ = try BuildFolder(root).write([BuildFile(path: "web/deeper/tokens.css", text: "x")])
        } catch {
            #expect(error.code == .outsideBuildFolder && error.message.contains("\(root)/web"), "\(error)")
        }
        #expect(Self.listing(outside).isEmpty, "nothing written through the link")
        #expect(!FileManager.default.fileExists(atPath: outside + "/deeper"), "no folder made through the link")
        #expect(!FileManager.default.fileExists(atPath: root + "/ios"), "nothing written at all")
    }

    @Test("a link inside the build folder is followed; a target that is a link is refused")
    func linksInside() throws {
        let root = Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/web", withDestinationPath: root + "/real")
        #expect(try BuildFolder(root).write([Self.files[0]]) == [.wrote])
        #expect(FileManager.default.fileExists(atPath: root + "/real/tokens.css"))
        try FileManager.default.createSymbolicLink(atPath: root + "/real/other.css", withDestinationPath: "/etc/hostname")
        #expect(throws: BuildError.self) { try BuildFolder(root).write([BuildFile(path: "web/other.css", text: "x")]) }
    }

    @Test("when one file cannot be written, none is: the previous files stay as they were")
    func allOrNothing() throws {
        let root = Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = BuildFolder(root)
        _ = try folder.write(Self.files)
        try FileManager.default.createDirectory(atPath: root + "/web/blocked.css", withIntermediateDirectories: true)
        let next = [BuildFile(path: "ios/Tokens.swift", text: "enum New {}\n"), BuildFile(path: "web/tokens.css", text: "new\n"),
                    BuildFile(path: "web/blocked.css", text: "x"), BuildFile(path: "new/file.css", text: "y")]
        #expect(throws: BuildError.self) { try folder.write(next) }
        #expect(FileManager.default.contents(atPath: root + "/ios/Tokens.swift") == Data("enum T {}\n".utf8))
        #expect(FileManager.default.contents(atPath: root + "/web/tokens.css") == Data(":root {}\n".utf8))
        #expect(Self.listing(root) == ["ios/Tokens.swift", "web/tokens.css"], "no temporary file, no new file")
        #expect(!FileManager.default.fileExists(atPath: root + "/new"), "the folders made are removed")
    }

    @Test("a file where the build needs a folder is refused before anything is written")
    func fileInTheWay() throws {
        let root = Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try "x".write(toFile: root + "/web", atomically: true, encoding: .utf8)
        #expect(throws: BuildError.self) { try BuildFolder(root).write(Self.files) }
        #expect(Self.listing(root) == ["web"])
    }
}
