import DesignSystem
import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// The warnings banner and `/healthz`'s `warningCount` (issue 28, item 4), in process: the
/// banner shows where the error banner would (`errorBanner`), gives way to it, and follows reloads.
@Suite("The warnings banner and warningCount", .integration)
struct ReloadWarningsBannerTests {
    /// Core tokens with a dimension written as a string: one warning when read tolerantly.
    static let bent = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}, "#
        + #""paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}, "space": {"$type": "dimension", "gap": {"$value": "96px"}}}"#

    @Test("errorBanner decides where the warnings banner shows; /healthz counts the warnings everywhere", arguments: [
        (nil, false, false), (nil, true, true), ("always", false, true), ("never", true, false),
    ] as [(String?, Bool, Bool)])
    func setting(_ setting: String?, _ watching: Bool, _ shown: Bool) throws {
        let config = try TemporaryConfig(settings: #"{"name": "Acme""# + (setting.map { #", "errorBanner": "\#($0)""# } ?? "") + "}")
        defer { config.remove() }
        try config.writeFile("tokens/core.tokens.json", Self.bent)
        try withSite(config: config.directory, strictness: .tolerant, liveReload: watching) { server, store in
            let warnings = store.current.warnings.count
            #expect(warnings > 0)
            let report = try JSONParser.parse(fetch(server, "/healthz").body)
            #expect(report["config"]?["warningCount"] == .number(Double(warnings)))
            #expect(report["status"] == "ok")
            let page = try fetch(server, "/tokens").text
            #expect(page.contains("config-banner--warnings") == shown)
            #expect(page.contains("config-banner__warning") == shown)
            #expect(!page.contains("role=\"alert\""), "warnings are a status, not an alert")
        }
    }

    @Test("a refused reload shows the error banner instead; the reload that removes the warnings removes the banner")
    func followsReloads() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Acme"}"#)
        defer { config.remove() }
        try config.writeFile("tokens/core.tokens.json", Self.bent)
        try withSite(config: config.directory, strictness: .tolerant, liveReload: true) { server, store in
            #expect(try fetch(server, "/").text.contains("config-banner--warnings"))
            try config.writeFile("tokens/core.tokens.json", "{\"color\": ")
            #expect(SnapshotLoader.reload(into: store) != nil)
            let failed = try fetch(server, "/").text
            #expect(failed.contains("could not be reloaded") && !failed.contains("config-banner--warnings"))
            try config.writeFile("tokens/core.tokens.json", Self.bent.replacing(#""96px""#, with: #"{"value": 96, "unit": "px"}"#))
            #expect(SnapshotLoader.reload(into: store) == nil)
            #expect(!(try fetch(server, "/").text.contains("config-banner")))
            #expect(try JSONParser.parse(fetch(server, "/healthz").body)["config"]?["warningCount"] == .number(0))
        }
    }
}
