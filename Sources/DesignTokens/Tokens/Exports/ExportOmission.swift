/// A token a format left out of a file, and why.
///
/// Every export format reports what it cannot write through these (``TokenExport/renderReporting(_:from:as:options:)``):
/// `swatchbook tokens` prints each as a warning (an error with `--strict`), and `swatchbook build`
/// does the same for every file it writes.
public struct ExportOmission: Sendable, Equatable, CustomStringConvertible {
    /// The token left out.
    public let token: TokenPath
    /// The format that could not write it.
    public let format: TokenExportFormat
    /// Why, in a reader's words ("letterSpacing is in vw, which Swift does not convert (px, rem and em do)").
    public let reason: String

    /// An omission of `token` from `format`, explained by `reason`.
    public init(token: TokenPath, format: TokenExportFormat, reason: String) {
        self.token = token
        self.format = format
        self.reason = reason
    }

    /// `color.brand.500: not written in swift: why`, the line `swatchbook tokens` prints after `warning: `.
    public var description: String { "\(token): not written in \(format): \(reason)" }
}

/// A rendered export and what it left out.
public struct RenderedExport: Sendable {
    /// The file, as ``TokenExport/render(_:from:as:options:)`` writes it.
    public var text: String
    /// The tokens the file does not hold (or, for a file of every context, holds for some contexts
    /// only), each once, in the order the tokens come.
    public var omissions: [ExportOmission]

    /// A rendered file and its omissions.
    public init(text: String, omissions: [ExportOmission]) {
        self.text = text
        self.omissions = omissions
    }
}
