import DesignSystem
import Glibc

extension TokensFileDisk {
    /// The tokens file a Config names (or `environment`, the value of `SWATCHBOOK_TOKENS_FILE`),
    /// with the Config's limits; nil when none is named.
    public static func named(by settings: Settings, configDirectory: String?, environment: String?) -> Result<TokensFileDisk?, Diagnostics> {
        switch TokensFileLocation.find(environment: environment, setting: settings.tokensFile, configDirectory: configDirectory) {
        case .failure(let problem): return .failure(Diagnostics([problem]))
        case .success(let location): return .success(location.map { TokensFileDisk(location: $0, limits: settings.machineTokenLimits) })
        }
    }

    /// The tokens file for `swatchbook token`: the Config's settings are read when the folder
    /// exists (and must be valid); without one, `SWATCHBOOK_TOKENS_FILE` alone names the file.
    public static func forCommand(configDirectory: String, environment: String?) -> Result<TokensFileDisk, Diagnostics> {
        var settings = Settings()
        var directory: String?
        if ConfigLoader.isConfigFolder(configDirectory) {
            switch ConfigLoader(directory: configDirectory).loadSettings() {
            case .success(let loaded): settings = loaded
            case .failure(let problems): return .failure(problems)
            }
            directory = configDirectory
        }
        switch named(by: settings, configDirectory: directory, environment: environment) {
        case .failure(let problems): return .failure(problems)
        case .success(let disk?): return .success(disk)
        case .success(nil):
            return .failure(Diagnostics([Diagnostic(.missingMember, file: ConfigLoader(directory: configDirectory).settingsFile,
                path: JSONPointer.root.appending("tokensFile"),
                "no tokens file is named: set \"tokensFile\" in swatchbook.json (a path outside the Config folder) "
                    + "or the environment variable \(TokensFileLocation.environmentVariable)")]))
        }
    }

    /// The value of `SWATCHBOOK_TOKENS_FILE`, when set.
    public static var environmentValue: String? {
        getenv(TokensFileLocation.environmentVariable).map { String(cString: $0) }
    }
}
