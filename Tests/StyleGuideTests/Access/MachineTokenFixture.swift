import Foundation
@testable import StyleGuide

/// A folder holding a Config and a tokens file beside it, removed by ``remove()``.
struct MachineTokenFixture {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "swatchbook-tokens-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// The tokens file's path.
    var path: String { root + "/tokens.json" }

    /// The tokens file at ``path`` with `limits`.
    func disk(limits: MachineTokenLimits = MachineTokenLimits()) -> TokensFileDisk {
        TokensFileDisk(location: TokensFileLocation(path: path, namedBy: "a test"), limits: limits)
    }

    /// Creates a token in the file and returns its secret.
    @discardableResult
    func create(_ name: String, scopes: Set<AccessScope> = [.api], expires: Date? = nil) throws -> MachineTokenSecret {
        let secret = MachineTokenSecret.generate()
        try disk().update { (file: inout MachineTokenFile) throws(MachineTokenError) in
            file.tokens.append(MachineToken(name: name, hash: secret.hash, scopes: scopes, created: Date(), expires: expires, hint: secret.hint))
        }
        return secret
    }

    /// Removes a token from the file.
    func revoke(_ name: String) throws {
        try disk().update { (file: inout MachineTokenFile) throws(MachineTokenError) in file.tokens.removeAll { $0.name == name } }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
