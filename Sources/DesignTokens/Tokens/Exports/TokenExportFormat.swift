/// A file format tokens can be exported in: `dtcg`, `flat`, `css`, `scss`, `js`, `swift`, `android`,
/// `dts`, `ts`, `compose` or `figma`.
///
/// Formats are named values rather than enum cases, so a format added later does not break a
/// `switch` written against this one; ``all`` lists the ones ``TokenExport`` renders.
public struct TokenExportFormat: Hashable, Sendable, CustomStringConvertible {
    /// The name used in `?format=` and `--format` (lowercase).
    public let rawValue: String
    /// The `Content-Type` of a response holding the export.
    public let mediaType: String
    /// The file name the export is saved under (`tokens.css`).
    public let fileName: String
    /// The `Content-Type` of an answer holding every context of a modifier (`theme=*`).
    public let contextsMediaType: String
    /// The file name an answer holding every context is saved under.
    public let contextsFileName: String
    /// Which writer renders it.
    let kind: Kind

    /// The writers, one per format.
    enum Kind: Sendable { case dtcg, flat, css, scss, js, swift, android, dts, ts, compose, figma }

    private init(_ kind: Kind, _ rawValue: String, mediaType: String, fileName: String,
                 contextsMediaType: String? = nil, contextsFileName: String? = nil) {
        self.kind = kind
        self.rawValue = rawValue
        self.mediaType = mediaType
        self.fileName = fileName
        self.contextsMediaType = contextsMediaType ?? mediaType
        self.contextsFileName = contextsFileName ?? fileName
    }

    /// The format with exactly this name, or nil.
    public init?(_ name: String) {
        guard let format = Self.all.first(where: { $0.rawValue == name }) else { return nil }
        self = format
    }

    /// The name.
    public var description: String { rawValue }

    /// A DTCG 2025.10 document: groups nested as objects, every token's metadata kept; every
    /// context of a modifier is a resolver document holding the token documents.
    public static let dtcg = TokenExportFormat(.dtcg, "dtcg", mediaType: "application/design-tokens+json",
                                               fileName: "tokens.tokens.json", contextsMediaType: "application/json",
                                               contextsFileName: "tokens.resolver.json")
    /// One JSON object from token id to `{"$type", "$value"}`.
    public static let flat = TokenExportFormat(.flat, "flat", mediaType: "application/json", fileName: "tokens.json")
    /// CSS custom properties in one rule.
    public static let css = TokenExportFormat(.css, "css", mediaType: "text/css; charset=utf-8", fileName: "tokens.css")
    /// SCSS variables.
    public static let scss = TokenExportFormat(.scss, "scss", mediaType: "text/x-scss; charset=utf-8", fileName: "tokens.scss")
    /// An ES module of constants.
    public static let js = TokenExportFormat(.js, "js", mediaType: "text/javascript; charset=utf-8", fileName: "tokens.js")
    /// A SwiftUI source file with one enum of constants.
    public static let swift = TokenExportFormat(.swift, "swift", mediaType: "text/x-swift; charset=utf-8",
                                                fileName: "Tokens.swift")
    /// Android XML value resources; a light/dark pair is one JSON object naming the files of
    /// `values/` and `values-night/`.
    public static let android = TokenExportFormat(.android, "android", mediaType: "application/xml; charset=utf-8",
                                                  fileName: "tokens.xml", contextsMediaType: "application/json",
                                                  contextsFileName: "tokens.android.json")
    /// The TypeScript declarations of the `js` module.
    public static let dts = TokenExportFormat(.dts, "dts", mediaType: "text/x-typescript; charset=utf-8",
                                              fileName: "tokens.d.ts")
    /// A TypeScript module: the `js` constants, an object of every token by id, and their types.
    public static let ts = TokenExportFormat(.ts, "ts", mediaType: "text/x-typescript; charset=utf-8", fileName: "tokens.ts")
    /// A Kotlin file for Jetpack Compose: one object of `Color`, `Dp`, `TextUnit` and `TextStyle` values.
    public static let compose = TokenExportFormat(.compose, "compose", mediaType: "text/x-kotlin; charset=utf-8",
                                                  fileName: "DesignTokens.kt")
    /// The body of Figma's `POST /v1/files/:file_key/variables`: one collection, a mode per context.
    public static let figma = TokenExportFormat(.figma, "figma", mediaType: "application/json", fileName: "figma-variables.json")

    /// True for the formats whose constants live in a named type (`name=`, ``TokenExportOptions/typeName``):
    /// Swift's enum, Compose's object, and Figma's variable collection.
    public var takesTypeName: Bool { kind == .swift || kind == .compose || kind == .figma }

    /// How long a type name may be.
    public static let typeNameLimit = 64

    /// True when `name` can name a type in every format that takes one: an ASCII letter or `_`,
    /// then letters, digits or `_`, at most ``typeNameLimit`` characters.
    public static func isTypeName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= typeNameLimit, !isDigit(first), name != "_" else { return false }
        return bytes.allSatisfy { isDigit($0) || $0 == UInt8(ascii: "_") || (($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z")) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Every format, in the order they are listed to users.
    public static let all: [TokenExportFormat] = [.dtcg, .flat, .css, .scss, .js, .swift, .android, .dts, .ts, .compose, .figma]
}
