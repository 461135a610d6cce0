import DesignSystem

/// A rating: a label, up to five stars, the score and how many ratings it is made of.
///
/// `<span class="sb-rating">` holding, for the parts that have content:
/// `span.sb-rating__primary` (the label, such as "Overall"), `span.sb-rating__stars` (five
/// stars, the unfilled ones in `span.sb-rating__empty-stars`; hidden from assistive technology,
/// since the score beside them says the same), `span.sb-rating__secondary` (the score, "4.5")
/// and `span.sb-rating__quaternary` (the count, "128 reviews"). Stars are drawn only when the
/// score is a number from 0 to 5; any other score ("A+", "92%") is shown as text alone. An item
/// with none of the three texts renders nothing.
public enum Rating: Component {
    /// Its composable style.
    public typealias Style = RatingStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "rating", title: "Rating",
        summary: "A score out of five stars, with its label and the number of ratings behind it.",
        parts: [.primaryText, .secondaryText, .quaternaryText],
        states: [.normal]
    )

    /// The most stars a rating shows.
    public static let maximum = 5

    /// The rating of the content's first item.
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        let markup = ComponentMarkup(name: about.name, styling: styling)
        guard let item = content.firstItem else { return .empty }
        let score = item.text(of: .secondaryText)
        let parts = [
            markup.text(.primaryText, of: item, "span"),
            score.flatMap(filledStars).map { stars(filled: $0, markup: markup) },
            markup.text(.secondaryText, of: item, "span"),
            markup.text(.quaternaryText, of: item, "span"),
        ].compactMap { $0 }
        guard !parts.isEmpty else { return .empty }
        let spaced = parts.enumerated().flatMap { index, part in index == 0 ? [part] : [Node.text(" "), part] }
        return markup.root("span", [], spaced)
    }

    /// How many stars a score fills: one for every whole point, and one more when the rest is
    /// over a half (4.5 fills four, 4.6 five); nil when the score is not a number from 0 to 5.
    static func filledStars(_ score: String) -> Int? {
        let words = score.split(whereSeparator: \.isWhitespace)
        guard words.count == 1, let value = Double(words[0]), (0...Double(maximum)).contains(value) else { return nil }
        return Int((value - 0.5).rounded(.up))
    }

    /// The stars part: `filled` stars, then the unfilled ones in their own part.
    private static func stars(filled: Int, markup: ComponentMarkup) -> Node {
        let empty = maximum - filled
        let unfilled = empty == 0 ? nil : markup.part(.emptyStars, "span", [], [.text(star(empty))])
        let children = [filled == 0 ? nil : Node.text(star(filled)), unfilled].compactMap { $0 }
        return markup.part(.stars, "span", [.aria("hidden", "true")], children)
    }

    private static func star(_ count: Int) -> String { String(repeating: "★", count: count) }
}
