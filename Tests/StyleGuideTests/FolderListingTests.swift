import Foundation
import Testing
@testable import StyleGuide

/// What the watcher and the Config's size limit walk: each folder once, whatever links lead to it.
@Suite("Listing a Config's folders")
struct FolderListingTests {
    static func folder() throws -> String {
        let root = NSTemporaryDirectory() + "swatchbook-listing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/docs/guides", withIntermediateDirectories: true)
        try "# A".write(toFile: root + "/docs/a.md", atomically: true, encoding: .utf8)
        try "# B".write(toFile: root + "/docs/guides/b.md", atomically: true, encoding: .utf8)
        return root
    }

    @Test("links back up the tree (two links to '.') list each file once, not once per path")
    func linksToAnAncestor() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/docs/one", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: root + "/docs/two", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: root + "/docs/guides/up", withDestinationPath: "..")
        let paths = FolderListing(of: root + "/docs").files.map(\.path)
        #expect(paths == [root + "/docs/a.md", root + "/docs/guides/b.md"])
    }

    @Test("a folder reached by a link and by its own name is listed once, by the first name in byte order")
    func oneFolderTwoNames() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/docs/Guides", withDestinationPath: "guides")
        let paths = FolderListing(of: root + "/docs").files.map(\.path)
        #expect(paths == [root + "/docs/Guides/b.md", root + "/docs/a.md"])
    }
}
