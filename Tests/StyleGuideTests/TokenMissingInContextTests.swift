import DesignSystem
import DesignTokens
import FoundationEssentials
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// `/api/tokens/{id}` for a token the chosen context lacks: a 404 naming the contexts that define it.
@Suite("The API's 404 for a token a context lacks", .serialized, .integration)
struct TokenMissingInContextTests {
    /// theme light | dark (light defines `color.glow`), density compact | roomy (roomy defines `space.extra`).
    static func config() throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Contexts"}"#)
        try config.writeFile("tokens/swatchbook.resolver.json", """
        {"version": "2025.10",
         "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "modifiers": {
           "theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"},
           "density": {"contexts": {"compact": [{"$ref": "compact.tokens.json"}], "roomy": [{"$ref": "roomy.tokens.json"}]}, "default": "compact"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}]}
        """)
        let gray = #"{"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}"#
        try config.writeFile("tokens/core.tokens.json", #"{"space": {"$type": "number", "one": {"$value": 1}}}"#)
        try config.writeFile("tokens/light.tokens.json", #"{"color": {"$type": "color", "bg": {"$value": \#(gray)}, "glow": {"$value": \#(gray)}}}"#)
        try config.writeFile("tokens/dark.tokens.json", #"{"color": {"$type": "color", "bg": {"$value": \#(gray)}}}"#)
        try config.writeFile("tokens/compact.tokens.json", #"{"space": {"$type": "number", "pad": {"$value": 1}}}"#)
        try config.writeFile("tokens/roomy.tokens.json", #"{"space": {"$type": "number", "pad": {"$value": 2}, "extra": {"$value": 3}}}"#)
        return config
    }

    @Test("404 naming where the token is; 200 where it is; the plain 404 where no context has it", arguments: [
        ("/api/tokens/color.glow?theme=dark", 404, "there is no token 'color.glow' in theme=dark; it is defined in theme=light"),
        ("/api/tokens/space.extra?theme=dark", 404, "there is no token 'space.extra' in density=compact; it is defined in density=roomy"),
        ("/api/tokens/color.glow?theme=light", 200, nil),
        ("/api/tokens/space.extra?density=roomy&theme=dark", 200, nil),
        ("/api/tokens/color.nowhere?theme=dark", 404, "there is no token or group 'color.nowhere'"),
    ] as [(String, Int, String?)])
    func missing(target: String, status: Int, message: String?) throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory, strictness: .strict) { server, _ in
            let response = try fetch(server, target)
            #expect(response.status == status, "\(response.text)")
            if let message {
                let said = try JSONParser.parse(response.body)["error"]?["message"]?.stringValue ?? ""
                #expect(said.hasPrefix(message), "\(said)")
            }
        }
    }
}
