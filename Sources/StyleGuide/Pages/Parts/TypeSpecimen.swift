import DesignSystem

/// A type specimen: a line of text set in a typography token, through its own font class.
enum TypeSpecimen {
    /// The sentence specimens are set in.
    static let sample = "Sphinx of black quartz, judge my vow"

    /// The modifier that sets it: the token as a font.
    static func modifier(_ path: TokenPath) -> LayoutModifier { LayoutModifier(.font, .token(path)) }

    /// The specimen of the typography token at `path`.
    static func node(_ path: TokenPath, text: String = sample) -> Node {
        Node.p(.class("specimen"), children: .text(text)).modified(by: modifier(path))
    }
}
