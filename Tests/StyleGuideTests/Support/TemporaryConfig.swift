import Foundation

/// A Config folder in a temporary directory, removed by ``remove()``.
struct TemporaryConfig {
    let directory: String

    /// Creates the folder with `swatchbook.json` holding `settings`.
    init(settings: String) throws {
        directory = NSTemporaryDirectory() + "swatchbook-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try write(settings)
    }

    /// Replaces `swatchbook.json`.
    func write(_ settings: String) throws {
        try settings.write(toFile: directory + "/swatchbook.json", atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
}
