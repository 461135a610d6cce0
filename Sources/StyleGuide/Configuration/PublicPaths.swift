/// Paths of the Config's files as anyone who can reach the server may see them (in API answers,
/// on `/healthz`, in the guide's banner): relative to the Config folder, never absolute, so a
/// server started with `--config /srv/design/Config` does not show where it lives.
struct PublicPaths: Sendable {
    /// The Config folder, as the server was given it.
    let configDirectory: String

    /// `file` as a path inside the Config folder (see ``relative(_:to:)``).
    func callAsFunction(_ file: String) -> String { Self.relative(file, to: configDirectory) }

    /// `file` as a path inside the Config folder `directory`: the folder's own name dropped
    /// (`Config/tokens/a.json` → `tokens/a.json`, and for an absolute folder too), `.` for the
    /// folder itself; a path elsewhere keeps only its last component, so no absolute path shows.
    static func relative(_ file: String, to directory: String) -> String {
        let folder = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
        if file == folder { return "." }
        if file.hasPrefix(folder + "/") { return String(file.dropFirst(folder.count + 1)) }
        guard file.hasPrefix("/") else { return file }
        return "…/" + (file.split(separator: "/").last.map(String.init) ?? "")
    }
}
