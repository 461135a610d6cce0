/// Curly-brace references written inside a longer text, such as `inset 0 0 0 {borderWidth.thin}`.
///
/// DTCG 2025.10 has no such thing: a reference is a whole string. Files still write them in
/// string tokens of types the format does not define, meaning "this text, with that token's
/// value put in"; a tolerant reader honours that for those tokens only.
extension TokenReference {
    /// One reference inside a text: where it stands (braces included) and what it names.
    public struct Interpolation: Sendable, Hashable {
        /// The range of `{…}` in the text.
        public let range: Range<String.Index>
        /// The reference.
        public let reference: TokenReference
    }

    /// The well-formed references inside `text`, in order; nil when there are none, or when the
    /// whole text is one reference (an ordinary alias). A `{…}` that is no valid reference is text.
    public static func interpolations(in text: String) -> [Interpolation]? {
        guard text.contains("{") else { return nil }
        var found: [Interpolation] = []
        var cursor = text.startIndex
        while let open = text[cursor...].firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
            let start = text[open..<close].lastIndex(of: "{") ?? open
            let range = start..<text.index(after: close)
            if case .success(let reference)? = alias(in: String(text[range])) {
                found.append(Interpolation(range: range, reference: reference))
            }
            cursor = range.upperBound
        }
        if found.isEmpty || (found.count == 1 && found[0].range == text.startIndex..<text.endIndex) { return nil }
        return found
    }

    /// `text` with the references of `interpolations` (found in it, in order) replaced by `replacements`.
    public static func interpolate(_ text: String, _ interpolations: [Interpolation], with replacements: [String]) -> String {
        var result = ""
        var cursor = text.startIndex
        for (interpolation, replacement) in zip(interpolations, replacements) {
            result += text[cursor..<interpolation.range.lowerBound]
            result += replacement
            cursor = interpolation.range.upperBound
        }
        return result + text[cursor...]
    }
}
