/// The `[name]: url` lines of one page's markdown, read once, so each reference-style link or
/// image (`[text][name]`) finds its URL without reading the page again.
struct LinkReferences {
    /// The value of every `[name]: value` line, by lower-cased name, in the page's order; a value
    /// with trailing spaces is listed with and without them.
    private let values: [String: [Substring]]

    /// The reference lines of `markdown`, the text Ink is given.
    init(_ markdown: String) {
        var values: [String: [Substring]] = [:]
        for line in markdown.split(whereSeparator: \.isNewline) {
            let line = line.drop { $0 == " " || $0 == "\t" }
            guard line.first == "[", let close = line.firstIndex(of: "]"), line[line.index(after: close)...].hasPrefix(":") else { continue }
            let value = line[line.index(close, offsetBy: 2)...].drop { $0 == " " || $0 == "\t" }
            let trimmed = value.reversed().drop { $0 == " " || $0 == "\t" }.count
            values[line[line.index(after: line.startIndex)..<close].lowercased(), default: []]
                += trimmed == value.count ? [value] : [value, value.prefix(trimmed)]
        }
        self.values = values
    }

    /// The values given for `name` (any case), the last line's first, as Ink keeps the last: at
    /// most four (two lines, with and without trailing spaces), so a page of many lines of one
    /// name costs no more per link (a line inside a code block may come after Ink's).
    func values(for name: Substring) -> [Substring] {
        Array((values[name.lowercased()] ?? []).reversed().prefix(4))
    }
}
