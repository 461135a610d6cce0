import Foundation

/// The pages of Swatchbook's manual as they are compiled in: the markdown files of
/// `Sources/StyleGuide/Embedded/manual/`, by name.
enum ManualText {
    /// The folder of the manual's markdown files.
    static var folder: String { RepositoryPaths.root + "/Sources/StyleGuide/Embedded/manual" }

    /// Every page's file name (`limits.md`) and text.
    static func pages() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.sorted().map { name in
            (name, try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
        }
    }

    /// The text of every page, one after another.
    static func all() throws -> String { try pages().map(\.text).joined(separator: "\n") }

    /// True when `text` names `name` as code or as a JSON member: `` `name` ``, `"name"`, or
    /// inside a longer code span or JSON example (`"limits": {"name": …}`, `` `name=` ``).
    static func names(_ name: String, in text: String) -> Bool {
        ["`\(name)`", "\"\(name)\"", "`\(name) ", "`\(name)=", "`\(name):", " \(name)`", "(\(name)`"].contains { text.contains($0) }
    }
}
