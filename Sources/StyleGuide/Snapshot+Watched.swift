import DesignSystem

extension Snapshot {
    /// What `serve --watch` watches for this snapshot: the Config folder (every folder below it,
    /// made before or after start), or a token set's file and every token file its resolver names.
    public var watchedPaths: [String] {
        tokenSetFile.map { TokenSetConfig.files(of: tokens, file: $0) } ?? [configDirectory]
    }
}
