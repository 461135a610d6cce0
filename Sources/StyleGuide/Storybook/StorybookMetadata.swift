import DesignSystem
import MicroHTTP

/// `/metadata.json`: `{"versions": {version: url}}` for Storybook's version menu, from the
/// releases of `swatchbook.json` that say where they are published (`url`).
///
/// Storybook reads it after the index (`manager-api/modules/refs.ts`, `checkRef`) and, when the
/// reader picks a version, loads that URL as the ref (`changeRefVersion`): `{url}/index.json`,
/// `{url}/iframe.html`. So each version must be a whole Swatchbook of its own, a server or a
/// static export of that release; this server only holds today's tokens.
enum StorybookMetadata {
    /// The answer for `releases`: the versions with a `url` in the order written, or a 404 saying
    /// why there are none (Storybook then shows no version menu).
    static func response(releases: [ReleaseSetting]) -> Result<Response, HTTPError> {
        let published = releases.compactMap { release in release.url.map { (release.version.text, JSON.string($0)) } }
        guard !published.isEmpty else {
            return .failure(HTTPError(.notFound, releases.isEmpty
                ? "there are no releases in swatchbook.json, so Storybook has no versions to list"
                : "no release in swatchbook.json has a \"url\" (where it is published), so Storybook has no versions to list"))
        }
        return .success(Response.json(.object(JSONObject([("versions", .object(JSONObject(published)))]))).taggedWithETag())
    }
}
