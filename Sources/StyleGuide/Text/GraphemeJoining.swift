/// Where Swift's grapheme breaking (which makes a `String`'s Characters) joins two scalars into
/// one Character, asked of the standard library itself, for scans of bytes that must split text
/// exactly where a scan of Characters would.
///
/// Between two ASCII scalars only `\r\n` joins; the questions are asked of the library only when
/// one of the two is not ASCII, which in most text is rare.
extension Unicode.Scalar {
    /// Whether this scalar and `next`, written one after the other, make one Character: `\r\n`,
    /// a scalar and a combining mark (or another extending scalar) after it, a prepended mark
    /// (U+0600) and the scalar after it, a pair of regional indicators, Hangul jamo, ….
    func joins(_ next: Unicode.Scalar) -> Bool {
        if isASCII, next.isASCII { return self == "\r" && next == "\n" }
        var pair = String.UnicodeScalarView()
        pair.append(self)
        pair.append(next)
        return String(pair).count == 1
    }

    /// Whether this scalar joins whatever scalar comes before it (unless that is a control or a
    /// line break): a combining mark, a zero-width joiner, a spacing mark, an emoji modifier, ….
    var extendsPrevious: Bool { !isASCII && Unicode.Scalar(" ").joins(self) }

    /// Whether the scalars that extend a Character (see ``extendsPrevious``) join this one; false
    /// for controls and line breaks (`\n`, `\t`, U+2028), after which a Character always ends.
    var takesExtendingScalars: Bool { joins("\u{301}") }
}
