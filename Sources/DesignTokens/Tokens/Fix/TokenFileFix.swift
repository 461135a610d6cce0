/// `swatchbook fix` on one token file: the file's text with every value the dialect converter
/// reads differently rewritten in strict DTCG 2025.10 where it stands, and nothing else changed
/// (layout, key order, indentation, line endings, descriptions, `$extensions` and aliases kept).
/// A file it cannot read, or whose rewrite would not read back as the converted tokens, is refused.
public struct TokenFileFix: Sendable {
    /// The file, as named in messages.
    public let file: String
    /// The text to write: the file's own when nothing changes.
    public let text: [UInt8]
    /// Every change, in the order of the text.
    public let changes: [FixChange]

    /// True when the file would change.
    public var isChanged: Bool { !changes.isEmpty }

    /// `10 values rewritten, 2 keys renamed`, or `nothing to change`.
    public var counts: String {
        let counted = FixChange.Kind.all.compactMap { kind -> String? in
            let count = changes.filter { $0.kind == kind }.count
            guard count > 0 else { return nil }
            return "\(count) \(count == 1 ? Self.singular(kind.words) : kind.words)"
        }
        return counted.isEmpty ? "nothing to change" : counted.joined(separator: ", ")
    }

    /// The fix of the file `file` whose bytes are `bytes`, within `limits` (its size, nesting,
    /// names and strings), or every reason it is left as it is.
    public static func fix(_ bytes: [UInt8], file: String, limits: TokenLimits = TokenLimits()) -> Result<TokenFileFix, Diagnostics> {
        if case .failure(let refusal) = limits.within(bytes, file: file) { return .failure(Diagnostics([refusal])) }
        let document: JSON
        let map: JSONSourceMap
        do {
            (document, map) = try JSONParser.parseWithSpans(bytes)
        } catch {
            return .failure(Diagnostics([unparsed(bytes, error: error, file: file)]))
        }
        let refusals = DocumentLimits.check(document, file: file, limits: limits)
        guard refusals.isEmpty else { return .failure(Diagnostics(refusals)) }
        let converted: JSON
        switch DialectConverter.inPlace(document, file: file) {
        case .success(let json): converted = json
        case .failure(let refusal): return .failure(Diagnostics([refusal]))
        }
        var rewrite = InPlaceRewrite(bytes: bytes, map: map)
        let text = rewrite.rewrite(document, to: converted)
        guard (try? JSONParser.parse(text)) == converted else {
            return .failure(Diagnostics([Diagnostic(.fixRefused, file: file, "the rewritten text would not read back as the "
                + "converted tokens, so the file is left as it is (this is a bug in swatchbook fix: please report it with the file)")]))
        }
        return .success(TokenFileFix(file: file, text: text, changes: rewrite.changes))
    }

    /// Why a file that is not strict JSON is left alone: its syntax error, or, when it reads as
    /// JSONC or JSON5, that `fix` rewrites JSON only.
    private static func unparsed(_ bytes: [UInt8], error: JSONSyntaxError, file: String) -> Diagnostic {
        guard let (_, notes) = try? JSONParser.parseLenient(bytes) else { return Diagnostic(error, file: file) }
        let used = notes.extensions.map(\.kind.words) + (notes.duplicates.isEmpty ? [] : ["a member name written twice"])
        return Diagnostic(.fixRefused, file: file, line: error.line, "the file uses \(used.joined(separator: ", ")) "
            + "(column \(error.column): \(error.message)); fix rewrites plain JSON only, so it is left as it is: "
            + "make it JSON first, then run fix again")
    }

    /// `values rewritten` → `value rewritten`.
    private static func singular(_ words: String) -> String {
        guard let space = words.firstIndex(of: " "), words[..<space].hasSuffix("s") else { return words }
        return String(words[..<words.index(before: space)]) + words[space...]
    }
}
