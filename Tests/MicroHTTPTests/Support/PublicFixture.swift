import Foundation

/// A throwaway Public folder with a stylesheet, an image, a dotfile and a symlink leading out.
struct PublicFixture {
    let root: String
    let outside: String
    static let css = String(repeating: ".swatch { color: var(--color-brand-500); }\n", count: 40)

    init() throws {
        let base = NSTemporaryDirectory() + "swatchbook-public-\(UUID().uuidString)"
        root = base + "/Public"
        outside = base + "/outside"
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/css", withIntermediateDirectories: true)
        try files.createDirectory(atPath: root + "/v1.2", withIntermediateDirectories: true)
        try "MIT".write(toFile: root + "/v1.2/LICENSE", atomically: true, encoding: .utf8)
        try files.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try files.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Self.css.write(toFile: root + "/css/site.css", atomically: true, encoding: .utf8)
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 3]).write(to: URL(fileURLWithPath: root + "/logo.png"))
        try "secret".write(toFile: root + "/.env", atomically: true, encoding: .utf8)
        try "secret".write(toFile: root + "/.git/config", atomically: true, encoding: .utf8)
        try "top secret".write(toFile: outside + "/passwd", atomically: true, encoding: .utf8)
        try "secret".write(toFile: base + "/Package.swift", atomically: true, encoding: .utf8)
        try files.createSymbolicLink(atPath: root + "/escape", withDestinationPath: outside)
        try files.createSymbolicLink(atPath: root + "/escape.txt", withDestinationPath: outside + "/passwd")
        try files.createSymbolicLink(atPath: root + "/alias.css", withDestinationPath: root + "/css/site.css")
    }

    func remove() { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
}
