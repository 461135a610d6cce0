extension StringProtocol {
    /// The text without its leading and trailing whitespace Characters, read Character by Character.
    ///
    /// One pass forward, noting where the first and the last Character that is not whitespace
    /// stand: stepping backward over a String costs a look back at every step for some Characters
    /// (a run of regional indicators, two to a flag), which made trimming a line of 50,000 flags
    /// quadratic and held a reload for minutes.
    package func trimmingWhitespaceCharacters() -> String {
        var first: Index?
        var end = startIndex
        var position = startIndex
        while position < endIndex {
            let next = index(after: position)
            if !self[position].isWhitespace {
                if first == nil { first = position }
                end = next
            }
            position = next
        }
        guard let first else { return "" }
        return String(self[first..<end])
    }
}
