import DesignSystem

/// The files one output renders into, and what their formats left out.
struct BuildRendering {
    /// The files, in the order rendered.
    private(set) var files: [BuildFile] = []
    /// What the formats could not write.
    private(set) var omissions: [BuildOmission] = []

    /// Every context of `variants` in one file of `format` (Android: the `values/` and
    /// `values-night/` files, below the folder `file`).
    mutating func add(_ variants: ContextVariants, as format: TokenExportFormat, file: String,
                      options: TokenExportOptions) throws(TokenExportError) {
        let rendered = try TokenExport.renderReporting(variants, as: format, options: options)
        let text = rendered.text
        omissions += rendered.omissions.map { BuildOmission(omission: $0, file: file) }
        guard format == .android else { return files.append(BuildFile(path: file, text: text)) }
        // The Android answer is a JSON object naming the files of `res/` (AndroidContextsExport).
        guard case .object(let answer)? = try? JSONParser.parse(Array(text.utf8)), case .object(let named)? = answer["files"] else {
            throw TokenExportError(.contextsNotSupported, "the Android export named no resource files")
        }
        for (name, value) in named {
            if let resource = value.stringValue { files.append(BuildFile(path: file + "/" + name, text: resource)) }
        }
    }

    /// One context of `variants` (`variant`), on its own, in a file of `format`.
    mutating func add(_ variant: ContextVariants.Variant, of variants: ContextVariants, as format: TokenExportFormat, file: String,
                      options: TokenExportOptions, title: String) throws(TokenExportError) {
        guard let index = variants.variants.firstIndex(where: { $0.context == variant.context }) else { return }
        var options = options
        options.header = "\(title) — \(variant.permutation)"
        options.permutation = variant.permutation
        try add(variants.tokens(at: index), of: variant.set, as: format, file: file, options: options)
    }

    /// `tokens` of `set` in a file of `format`.
    mutating func add(_ tokens: [ResolvedToken], of set: TokenSet, as format: TokenExportFormat, file: String,
                      options: TokenExportOptions) throws(TokenExportError) {
        let rendered = try TokenExport.renderReporting(tokens, from: set, as: format, options: options)
        files.append(BuildFile(path: file, text: rendered.text))
        omissions += rendered.omissions.map { BuildOmission(omission: $0, file: file) }
    }
}
