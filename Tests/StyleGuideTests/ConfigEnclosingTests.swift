import Foundation
import StyleGuide
import Testing

/// Finding the Config folder a file belongs to, as `check` does for styles and samples files.
@Suite("ConfigLoader.enclosing: the Config holding a path")
struct ConfigEnclosingTests {
    @Test("the folder holding a path, written so messages stay readable", arguments: [
        ("Config/styles/button.json", "Config/styles"), ("Config/styles/", "Config"), ("button.json", "."),
        (".", ".."), ("..", "../.."), ("../x", ".."), ("/a", "/"), ("/", "/"), ("/a/b/", "/a"),
    ])
    func parentFolder(path: String, parent: String) {
        #expect(ConfigLoader.parentFolder(of: path) == parent)
    }

    @Test("a file or folder below a Config finds it; one outside any finds none; a Config folder is not its own")
    func enclosing() throws {
        let root = NSTemporaryDirectory() + "swatchbook-enclosing-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try StarterConfig.write(to: root + "/Design").get()
        try FileManager.default.createDirectory(atPath: root + "/Loose/deeper", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/TokensOnly/tokens", withIntermediateDirectories: true)
        #expect(ConfigLoader.enclosing(root + "/Design/styles/button.json")?.directory == root + "/Design")
        #expect(ConfigLoader.enclosing(root + "/Design/samples")?.directory == root + "/Design")
        #expect(ConfigLoader.enclosing(root + "/Design/tokens/theme/dark.tokens.json")?.directory == root + "/Design")
        #expect(ConfigLoader.enclosing(root + "/TokensOnly/styles/button.json")?.directory == root + "/TokensOnly",
                "a folder holding tokens/ is a Config, with or without swatchbook.json")
        #expect(ConfigLoader.enclosing(root + "/Loose/deeper/button.json") == nil)
        #expect(ConfigLoader.enclosing(root + "/Design") == nil)
        #expect(ConfigLoader.isConfigFolder(root + "/Design"))
        #expect(!ConfigLoader.isConfigFolder(root + "/Design/styles"))
    }
}
