@testable import DesignTokens
import Foundation
import Testing

/// The tokens of the Config the project ships, read from the repository into memory.
enum BundledTokens {
    /// The repository's `Config/tokens` folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Config/tokens")

    /// Every permutation of the bundled resolver.
    static func system() throws -> TokenSystem {
        var files: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        for case let path as String in enumerator where path.hasSuffix(".json") {
            files[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        let (system, diagnostics) = TokenSystem.load(resolver: "swatchbook.resolver.json", source: MemoryTokenFileSource(files),
                                                     strictness: .strict)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(system)
    }

    /// The default permutation (`theme=light`).
    static func set() throws -> TokenSet { try #require(system().permutations[Permutation(["theme": "light"])]) }

    /// Every context of `theme`.
    static func variants() throws -> ContextVariants {
        try #require(ContextVariants.of("theme", in: system(), around: Permutation(["theme": "light"])))
    }
}
