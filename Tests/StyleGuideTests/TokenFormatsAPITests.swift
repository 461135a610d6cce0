import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// `ts`, `compose` and `figma` from `/api/tokens` and `swatchbook tokens`, for one theme and every theme.
@Suite("The ts, compose and figma formats over HTTP and the command line", .integration)
struct TokenFormatsAPITests {
    @Test("each answers with its media type and file name, for one theme and for theme=*", arguments: [
        ("ts", "text/x-typescript; charset=utf-8", "tokens.ts", "export type TokenName ="),
        ("compose", "text/x-kotlin; charset=utf-8", "DesignTokens.kt", "object DesignTokens {"),
        ("figma", "application/json", "figma-variables.json", "\"variableModeValues\": ["),
    ])
    func formats(format: String, mediaType: String, fileName: String, marker: String) throws {
        try withBundledApp { server in
            for query in ["", "&theme=dark", "&theme=*"] {
                let response = try fetch(server, "/api/tokens?format=\(format)\(query)")
                #expect(response.status == 200, "\(query): \(response.text.prefix(300))")
                #expect(response.header("Content-Type") == mediaType)
                #expect(response.header("Content-Disposition") == "inline; filename=\"\(fileName)\"")
                #expect(response.text.contains(marker))
            }
        }
    }

    @Test("theme=* holds both themes: objects per context in ts and compose, a mode per context in figma")
    func everyTheme() throws {
        try withBundledApp { server in
            let ts = try fetch(server, "/api/tokens?format=ts&theme=*").text
            #expect(ts.contains("export const light: Tokens = {\n"))
            #expect(ts.contains("export const dark: Tokens = {\n  ...light,\n"))
            let compose = try fetch(server, "/api/tokens?format=compose&theme=*").text
            #expect(compose.contains("    object Dark : Theme() {\n"))
            #expect(compose.contains("get() = if (isSystemInDarkTheme()) Dark else Light"))
            let figma = try JSONParser.parse(fetch(server, "/api/tokens?format=figma&theme=*").body)
            let modes = figma["variableModes"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
            #expect(modes == ["light", "dark"])
            let variables = figma["variables"]?.arrayValue?.count ?? 0
            #expect(variables > 100)
            #expect(figma["variableModeValues"]?.arrayValue?.count == variables * 2)
            let dark = try JSONParser.parse(fetch(server, "/api/tokens?format=figma&theme=dark").body)
            #expect(dark["variableModes"]?[0]?["name"] == "dark")
        }
    }

    @Test("name= names the Compose object and the Figma collection; ts has none and ignores it")
    func names() throws {
        try withBundledApp { server in
            #expect(try fetch(server, "/api/tokens?format=compose&name=BrandTokens").text.contains("\nobject BrandTokens {\n"))
            let figma = try JSONParser.parse(fetch(server, "/api/tokens?format=figma&theme=*&name=Brand").body)
            #expect(figma["variableCollections"]?[0]?["name"] == "Brand")
            let ignored = try fetch(server, "/api/tokens?format=ts&name=X")
            #expect(ignored.status == 200)
            #expect(ignored.body == (try fetch(server, "/api/tokens?format=ts").body))
        }
    }

    @Test("swatchbook tokens --format figma --input theme=* prints the body with both modes")
    func command() throws {
        let run = try SwatchbookProcess(["tokens", "--config", "Config", "--format", "figma", "--input", "theme=*", "--name", "Swatchbook"])
        #expect(run.waitForExit(timeout: .seconds(20)) == 0, "\(run.standardError)")
        let body = try JSONParser.parse(run.standardOutput)
        #expect(body["variableCollections"]?[0]?["name"] == "Swatchbook")
        #expect(body["variableModes"]?.arrayValue?.count == 2)
        let compose = try SwatchbookProcess(["tokens", "--config", "Config", "--format", "compose", "--input", "theme=dark"])
        #expect(compose.waitForExit(timeout: .seconds(20)) == 0, "\(compose.standardError)")
        #expect(compose.standardOutput.hasPrefix("// Swatchbook — theme=dark\n"))
    }
}
