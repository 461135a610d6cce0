import Foundation

/// A Config folder in a temporary directory, removed by ``remove()``.
struct TemporaryConfig {
    let directory: String

    /// Creates the folder with `swatchbook.json` holding `settings`, and a small token system:
    /// a resolver with a `theme` modifier (light, dark) over one core file.
    init(settings: String) throws {
        directory = NSTemporaryDirectory() + "swatchbook-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/tokens", withIntermediateDirectories: true)
        try write(settings)
        try writeFile("tokens/swatchbook.resolver.json", """
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]},
                                 "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}]}
        """)
        try writeFile("tokens/core.tokens.json", """
        {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
                   "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
        """)
        try writeFile("tokens/light.tokens.json", #"{"color": {"text": {"$type": "color", "$value": "{color.ink}"}}}"#)
        try writeFile("tokens/dark.tokens.json", #"{"color": {"text": {"$type": "color", "$value": "{color.paper}"}}}"#)
    }

    /// Writes a file inside the folder.
    func writeFile(_ relative: String, _ text: String) throws {
        try text.write(toFile: directory + "/" + relative, atomically: true, encoding: .utf8)
    }

    /// Replaces `swatchbook.json`.
    func write(_ settings: String) throws {
        try settings.write(toFile: directory + "/swatchbook.json", atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
}
