#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file compiled into the binary from the target's `Embedded/` folder (see the EmbedFiles
/// build plugin): the guide's own stylesheets, script and logo, and the Config `init` writes.
struct EmbeddedFile: Sendable {
    /// The path below `Embedded/`, such as `guide/css/swatchbook.css`.
    let path: String
    /// A 64-bit FNV-1a hash of the bytes, 16 hexadecimal digits: what content-hashed names carry.
    let hash: String
    private let storage: Storage

    private enum Storage: Sendable {
        case text(StaticString)
        case base64(String)
    }

    /// A file whose bytes are UTF-8 text.
    init(path: String, hash: String, text: StaticString) {
        self.path = path
        self.hash = hash
        storage = .text(text)
    }

    /// A file whose bytes are given as base64 (binary files, or text a Swift literal would alter).
    init(path: String, hash: String, base64: String) {
        self.path = path
        self.hash = hash
        storage = .base64(base64)
    }

    /// The file's bytes.
    var bytes: [UInt8] {
        switch storage {
        case .text(let text): text.withUTF8Buffer { Array($0) }
        case .base64(let text): Data(base64Encoded: text).map { [UInt8]($0) } ?? []
        }
    }

    /// The file's name: the last component of its path.
    var name: Substring { path.split(separator: "/").last ?? Substring(path) }
}

/// The files compiled into the binary; `all` is generated at build time.
enum EmbeddedFiles {
    /// The embedded files whose paths start with `prefix` (a folder, ending in `/`), keyed by the
    /// rest of their path.
    static func below(_ prefix: String) -> [String: EmbeddedFile] {
        var found: [String: EmbeddedFile] = [:]
        for file in all where file.path.hasPrefix(prefix) { found[String(file.path.dropFirst(prefix.count))] = file }
        return found
    }
}
