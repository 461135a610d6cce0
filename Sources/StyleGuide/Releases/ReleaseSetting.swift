import DesignSystem

/// One member of `releases` in `swatchbook.json`: an earlier version of the tokens, kept in the
/// Config so that what changed since can be shown.
///
/// ```json
/// "releases": [
///   {"version": "1.0.0", "tokens": "releases/1.0.0"},
///   {"version": "0.9.0", "tokens": "releases/0.9.0.tokens.json", "inputs": {"theme": "light"}}
/// ]
/// ```
///
/// `tokens` is a folder or file inside the Config (see ``TokenFiles``): a resolver document,
/// whose contexts pair with today's by name, or DTCG token files, one set without modifiers,
/// compared with every context of today's resolver, or only with the context `inputs` names
/// (the `--input` the release was printed with, as by `swatchbook tokens --format dtcg`).
public struct ReleaseSetting: Sendable, Equatable {
    /// Its version.
    public var version: SemanticVersion
    /// Its tokens: a folder or file, relative to the Config folder.
    public var tokens: String
    /// For token files: the context of today's resolver they hold; nil for every context.
    public var inputs: [String: String]?
    /// Its position in `releases`, for messages (`/releases/0/tokens`).
    public var index: Int
    /// Where this release's Swatchbook is published (`https://…`, a server or an export), for
    /// Storybook's version menu (`/metadata.json`); nil when it is not.
    public var url: String?

    /// The JSON path of its member `key` in `swatchbook.json`.
    public func pointer(_ key: String...) -> JSONPointer { JSONPointer(tokens: ["releases", String(index)] + key) }

    /// Reads `releases`: each member's version (well formed, not `current`, each version once)
    /// and tokens (a relative path). Where the path leads is checked when the Config loads.
    static func read(_ reader: inout ObjectReader) -> [ReleaseSetting] {
        var seen: [SemanticVersion] = []
        let releases = reader.objects("releases") { release, index -> ReleaseSetting? in
            var version: SemanticVersion?
            if let text = release.string("version") {
                if let problem = SemanticVersion.problem(in: text) {
                    release.report(.invalidValue, at: "version", problem)
                } else if let parsed = SemanticVersion(text) {
                    if let earlier = seen.first(where: { $0.isSameVersion(as: parsed) }) {
                        release.report(.invalidValue, at: "version", earlier.text == parsed.text
                            ? "version \(text) is listed twice" : "\(text) is the same version as \(earlier.text), listed before")
                    } else {
                        seen.append(parsed)
                        version = parsed
                    }
                }
            } else if !release.keys.contains("version") {
                release.report(.missingMember, at: "version", "a release needs a \"version\", such as \"1.0.0\"")
            }
            var tokens = release.string("tokens")
            if let path = tokens {
                if let problem = Self.pathProblem(path) {
                    release.report(.invalidValue, at: "tokens", problem)
                    tokens = nil
                }
            } else if !release.keys.contains("tokens") {
                release.report(.missingMember, at: "tokens",
                               "a release needs \"tokens\": the folder or file of its tokens inside the Config, such as \"releases/1.0.0\"")
            }
            let inputs = release.object("inputs") { object -> [String: String] in
                var inputs: [String: String] = [:]
                for key in object.keys { if let value = object.string(key) { inputs[key] = value } }
                return inputs
            }
            let url = release.string("url")
            if let url, !Self.isPublishedURL(url) {
                release.report(.invalidValue, at: "url", "must be an http or https URL such as \"https://design.example.com/1.0.0\", found '\(url)'")
            }
            guard let version, let tokens else { return nil }
            return ReleaseSetting(version: version, tokens: tokens, inputs: inputs, index: index, url: url)
        }
        return releases?.compactMap { $0 } ?? []
    }

    /// True for `http://` or `https://` and a host, with no space, quote or control character.
    static func isPublishedURL(_ url: String) -> Bool {
        guard let rest = url.hasPrefix("https://") ? url.dropFirst(8) : url.hasPrefix("http://") ? url.dropFirst(7) : nil else { return false }
        return !rest.isEmpty && !rest.hasPrefix("/") && !rest.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F || $0 == "\"" || $0 == "<" }
    }

    /// Why `path` cannot name a release's tokens: empty, or absolute.
    static func pathProblem(_ path: String) -> String? {
        if path.trimmingWhitespace().isEmpty { return "must name a folder or file inside the Config, such as \"releases/1.0.0\"" }
        if path.hasPrefix("/") { return "must be a path relative to the Config folder, such as \"releases/1.0.0\", found '\(path)'" }
        return nil
    }
}
