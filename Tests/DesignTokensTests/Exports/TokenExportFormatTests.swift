@testable import DesignTokens
import Testing

/// Format names, media types and file names.
@Suite struct TokenExportFormatTests {
    @Test func everyFormatIsFoundByItsExactName() {
        #expect(TokenExportFormat.all.map(\.rawValue) == ["dtcg", "flat", "css", "scss", "js", "swift", "android",
                                                          "dts", "ts", "compose", "figma"])
        for format in TokenExportFormat.all {
            #expect(TokenExportFormat(format.rawValue) == format)
            #expect(format.description == format.rawValue)
        }
        #expect(TokenExportFormat("CSS") == nil)
        #expect(TokenExportFormat("json") == nil)
        #expect(TokenExportFormat("") == nil)
    }

    @Test func mediaTypesAndFileNames() {
        let expected: [(TokenExportFormat, String, String)] = [
            (.dtcg, "application/design-tokens+json", "tokens.tokens.json"),
            (.flat, "application/json", "tokens.json"),
            (.css, "text/css; charset=utf-8", "tokens.css"),
            (.scss, "text/x-scss; charset=utf-8", "tokens.scss"),
            (.js, "text/javascript; charset=utf-8", "tokens.js"),
            (.swift, "text/x-swift; charset=utf-8", "Tokens.swift"),
            (.android, "application/xml; charset=utf-8", "tokens.xml"),
            (.dts, "text/x-typescript; charset=utf-8", "tokens.d.ts"),
            (.ts, "text/x-typescript; charset=utf-8", "tokens.ts"),
            (.compose, "text/x-kotlin; charset=utf-8", "DesignTokens.kt"),
            (.figma, "application/json", "figma-variables.json"),
        ]
        for (format, mediaType, fileName) in expected {
            #expect(format.mediaType == mediaType, "\(format)")
            #expect(format.fileName == fileName, "\(format)")
        }
    }
}
