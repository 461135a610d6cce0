/// A strict parser for HTML fragments that keeps only what a policy allows.
///
/// It reads body content the way a browser's tokenizer would (so tricks like `<p/onclick=…>` or
/// `java&#x09;script:` are seen for what they are), builds a ``Node`` tree without the implied
/// tags of full HTML, and drops every element, attribute and URL the ``HTMLPolicy`` does not
/// allow, reporting each with a line, a column and a rule. Rendering the nodes with
/// ``HTMLRenderer`` then writes only allowed markup, escaped.
public enum HTMLFragmentParser {
    /// The deepest nesting of elements kept; deeper elements lose their tags, not their text.
    public static let maximumDepth = 256

    /// Parses `text` as an HTML fragment (body content): the nodes the policy allows, and every
    /// problem, ordered by line and column.
    ///
    /// `onStartTag` sees every start tag as written, in order, including those of refused
    /// elements and of elements inside them.
    public static func parse(
        _ text: String, policy: HTMLPolicy, onStartTag: ((HTMLStartTag) -> Void)? = nil
    ) -> (nodes: [Node], problems: [HTMLProblem]) {
        var tokenizer = HTMLTokenizer(text)
        var builder = HTMLTreeBuilder(policy: policy)
        while let token = tokenizer.next() {
            if case .startTag(let tag, _) = token.kind { onStartTag?(tag) }
            builder.add(token)
        }
        let nodes = builder.finish()
        let problems = builder.problems.enumerated().sorted { first, second in
            (first.element.line, first.element.column, first.offset)
                < (second.element.line, second.element.column, second.offset)
        }
        return (nodes, problems.map(\.element))
    }
}

extension HTMLFragmentParser {
    /// `text` with its character references decoded as the parser decodes them in an attribute
    /// value (`inAttribute`) or in text: for a value that came from elsewhere than a tag, such as
    /// a markdown link's URL, to be read as the HTML it stands in would be.
    public static func decodingCharacterReferences(in text: String, inAttribute: Bool = true) -> String {
        guard text.contains("&") || text.contains("\u{0}") || text.contains("\r") else { return text }
        var scanner = HTMLScanner(text)
        var problems: [HTMLProblem] = []
        var decoded = String.UnicodeScalarView()
        while !scanner.isAtEnd {
            if let characters = HTMLCharacterReference.read(from: &scanner, problems: &problems, inAttribute: inAttribute) {
                decoded.append(contentsOf: characters.unicodeScalars)
            } else if let scalar = scanner.next() {
                decoded.append(scalar)
            }
        }
        return String(decoded)
    }
}
