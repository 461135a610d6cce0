/// The `[label]: destination "title"` definitions of one document, by normalized label; the first of a label counts.
struct MarkdownLinkDefinitions {
    /// Where a defined label leads.
    struct Definition: Equatable {
        /// The destination, decoded.
        let destination: String
        /// The title, decoded, or nil.
        let title: String?
    }

    /// Every definition, by normalized label.
    private(set) var byLabel: [String: Definition] = [:]

    /// The definition of `label` (normalized as labels are matched), or nil.
    func definition(for label: ArraySlice<UInt8>) -> Definition? {
        byLabel.isEmpty ? nil : byLabel[MarkdownLinkSyntax.normalized(label)]
    }

    /// Reads the definitions at the start of a paragraph's text, keeps them, and returns the index where the rest starts.
    mutating func read(from text: ArraySlice<UInt8>) -> Int {
        var start = text.startIndex
        while let (label, definition, end) = Self.definition(in: text, at: start) {
            if byLabel[label] == nil { byLabel[label] = definition }
            start = end
        }
        return start
    }

    /// One definition at `start`: its normalized label, what it defines, and the index after its line.
    private static func definition(in text: ArraySlice<UInt8>, at start: Int) -> (String, Definition, Int)? {
        guard let label = MarkdownLinkSyntax.label(in: text, at: start), label.end < text.endIndex,
              text[label.end] == UInt8(ascii: ":") else { return nil }
        let destinationStart = MarkdownLinkSyntax.skipSpace(in: text, from: label.end + 1)
        guard let destination = MarkdownLinkSyntax.destination(in: text, at: destinationStart) else { return nil }
        let afterDestination = destination.end
        let titleStart = MarkdownLinkSyntax.skipSpace(in: text, from: afterDestination)
        if titleStart > afterDestination, let title = MarkdownLinkSyntax.title(in: text, at: titleStart), let end = lineEnd(in: text, from: title.end) {
            return (MarkdownLinkSyntax.normalized(text[label.text]), Definition(destination: destination.value, title: title.value), end)
        }
        guard let end = lineEnd(in: text, from: afterDestination) else { return nil }
        return (MarkdownLinkSyntax.normalized(text[label.text]), Definition(destination: destination.value, title: nil), end)
    }

    /// The index after the line break ending the line at `index`, or the end, when only spaces are left on the line; else nil.
    private static func lineEnd(in text: ArraySlice<UInt8>, from index: Int) -> Int? {
        var index = index
        while index < text.endIndex, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") { index += 1 }
        if index == text.endIndex { return index }
        return text[index] == UInt8(ascii: "\n") ? index + 1 : nil
    }
}
