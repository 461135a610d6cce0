/// A way of writing design tokens that Swatchbook reads by converting it to DTCG 2025.10 on load.
public enum TokenDialect: String, Sendable, Hashable, CaseIterable {
    /// DTCG 2025.10 itself: nothing to convert.
    case dtcg2025 = "dtcg-2025.10"
    /// An earlier DTCG draft, as Tokens Studio (DTCG mode) and Style Dictionary 4 write it:
    /// `$value` with string colours, `"16px"`, `"200ms"`, named weights, string shadows.
    case dtcgDraft = "dtcg-draft"
    /// Style Dictionary's classic format (v1–v3): `value`, `type`, `comment`, `attributes`, `{a.b.value}`.
    case styleDictionary = "style-dictionary"
    /// A Tokens Studio export: its types (`sizing`, `fontSizes`, `boxShadow`, …), math, and sets.
    case tokensStudio = "tokens-studio"
    /// Figma variables: the answer of `GET /v1/files/:key/variables/local` or the body `--format figma` writes.
    case figmaVariables = "figma-variables"

    /// The dialect a parsed token document is written in (see ``DialectDetection``).
    public static func of(_ document: JSON) -> TokenDialect { DialectDetection.dialect(of: document) }

    /// True when `document` is a Tokens Studio export of sets with themes or an order (one file
    /// holding `$themes` or `$metadata`, or the `$themes.json` of the folder form): it is loaded
    /// as a resolver, its themes as modifiers.
    public static func isTokensStudioExport(_ document: JSON) -> Bool {
        if let themes = document.arrayValue { return !themes.isEmpty && themes.allSatisfy { TokensStudioTheme($0) != nil } }
        return TokensStudioSets(document) != nil
    }

    /// True when `document` is loaded as the resolver its structure makes: a Tokens Studio export
    /// with themes or an order, or Figma variables (each collection with modes a modifier).
    public static func loadsAsResolver(_ document: JSON) -> Bool {
        isTokensStudioExport(document) || FigmaVariables.isFigma(document)
    }

    /// The name a message uses: "converted from \(displayName)".
    public var displayName: String {
        switch self {
        case .dtcg2025: "DTCG 2025.10"
        case .dtcgDraft: "a DTCG draft (string values, as Tokens Studio and Style Dictionary 4 write them)"
        case .styleDictionary: "Style Dictionary's classic format"
        case .tokensStudio: "a Tokens Studio export"
        case .figmaVariables: "Figma variables"
        }
    }

    /// What a number written without a unit means for a dimension: Style Dictionary's web
    /// transforms (`size/rem`) append `rem`; Tokens Studio and the drafts mean pixels.
    var unitlessDimension: String { self == .styleDictionary ? "rem" : "px" }

    /// True when tokens are written with `value`/`type` (no `$`) in this dialect, as well as with `$value`.
    var acceptsPlainKeys: Bool { self == .styleDictionary || self == .tokensStudio }
}

extension Diagnostic.Rule {
    /// A token file written in an older dialect was converted to DTCG 2025.10 on load (one summary per file).
    public static let dialectConverted = Diagnostic.Rule("dialect-converted")
}
