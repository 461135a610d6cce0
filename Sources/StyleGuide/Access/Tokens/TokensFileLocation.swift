import DesignSystem
import Glibc

/// Where the tokens file is: `SWATCHBOOK_TOKENS_FILE`, else `"tokensFile"` in swatchbook.json
/// (relative to the folder holding the Config), never inside the Config folder.
///
/// A Config is often public in git; even hashes of tokens stay out of it.
public struct TokensFileLocation: Sendable, Equatable {
    /// The file's path, as the messages show it.
    public let path: String
    /// What named it: the environment variable or the setting, for messages.
    public let namedBy: String

    /// The environment variable that names the file, winning over the setting.
    public static let environmentVariable = "SWATCHBOOK_TOKENS_FILE"

    /// The file named by `environment` (the variable's value, if set and not empty), else by
    /// `setting` (the Config's `tokensFile`); nil when neither names one. A path inside
    /// `configDirectory` is refused.
    public static func find(environment: String?, setting: String?, configDirectory: String?) -> Result<TokensFileLocation?, Diagnostic> {
        let settingsFile = configDirectory.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + "swatchbook.json" } ?? "swatchbook.json"
        let location: TokensFileLocation
        let problemFile: String, problemPath: JSONPointer
        if let environment, !environment.isEmpty {
            location = TokensFileLocation(path: environment, namedBy: "the environment variable \(environmentVariable)")
            problemFile = environmentVariable
            problemPath = .root
        } else if let setting {
            guard !setting.isEmpty else {
                return .failure(Diagnostic(.invalidValue, file: settingsFile, path: JSONPointer.root.appending("tokensFile"),
                                           "must name a file outside the Config folder"))
            }
            let parent = configDirectory.map(ConfigLoader.parentFolder(of:)) ?? "."
            let path = setting.hasPrefix("/") ? setting : (parent == "." ? setting : (parent.hasSuffix("/") ? parent : parent + "/") + setting)
            location = TokensFileLocation(path: path, namedBy: "\"tokensFile\" in \(settingsFile)")
            problemFile = settingsFile
            problemPath = JSONPointer.root.appending("tokensFile")
        } else {
            return .success(nil)
        }
        if let configDirectory, location.isInside(configDirectory) {
            return .failure(Diagnostic(.tokensFileInConfig, file: problemFile, path: problemPath,
                "the tokens file '\(location.path)' is inside the Config folder '\(configDirectory)', which is often public "
                    + "(in git, in an export): keep it outside, e.g. beside the Config or in a secret mount"))
        }
        return .success(location)
    }

    /// True when the file is, or would be, inside `folder` once every link is resolved.
    func isInside(_ folder: String) -> Bool {
        guard let realFolder = ConfigBoundary.realPath(of: folder) else { return false }
        let parent = ConfigLoader.parentFolder(of: path)
        guard let realParent = ConfigBoundary.realPath(of: parent) else { return false }
        let prefix = realFolder == "/" ? "/" : realFolder + "/"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let real = (realParent == "/" ? "" : realParent) + "/" + name
        return real.hasPrefix(prefix) || real == realFolder
    }
}

extension Diagnostic.Rule {
    /// The tokens file is inside the Config folder.
    public static let tokensFileInConfig = Diagnostic.Rule("tokens-file-in-config")
}
