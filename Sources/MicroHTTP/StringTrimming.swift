extension StringProtocol {
    /// The text without leading and trailing characters from `set`.
    func trimmingCharacters(in set: String) -> Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = text.lastIndex(where: { !set.contains($0) })!
        return text[first...last]
    }
}
