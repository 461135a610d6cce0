import DesignSystem
import Foundation
import RatingComponent
import Testing

@Suite("Rating renders through the DesignSystem's public API")
struct RatingRenderingTests {
    @Test("label, stars, score and count, each in its part, marked up as built-ins are")
    func parts() {
        let html = rendered(Item(primaryText: "Overall", secondaryText: "4.5", quaternaryText: "128 reviews"))
        #expect(html == #"<span class="sb-rating" data-style="primary" data-size="medium" data-state="normal">"#
            + #"<span class="sb-rating__primary">Overall</span> "#
            + #"<span class="sb-rating__stars" aria-hidden="true">★★★★<span class="sb-rating__empty-stars">★</span></span> "#
            + #"<span class="sb-rating__secondary">4.5</span> "#
            + #"<span class="sb-rating__quaternary">128 reviews</span></span>"#)
    }

    @Test("a star per whole point, one more for a rest over a half; stars only for a score from 0 to 5",
          arguments: [("5", 5), ("4.6", 5), ("4.5", 4), ("3.2", 3), (" 2.51 ", 3), ("0", 0), ("0.4", 0)])
    func stars(score: String, filled: Int) {
        let html = rendered(Item(secondaryText: score))
        let empty = 5 - filled
        #expect(html.contains(#"aria-hidden="true">"# + String(repeating: "★", count: filled)
            + (empty == 0 ? "</span>" : #"<span class="sb-rating__empty-stars">"# + String(repeating: "★", count: empty) + "</span>")))
    }

    @Test("another kind of score is shown as text, without stars", arguments: ["B+", "92%", "7", "-1", "4 .5", "nan"])
    func scoreWithoutStars(score: String) {
        let html = rendered(Item(primaryText: "Value", secondaryText: score))
        #expect(!html.contains("sb-rating__stars"))
        #expect(html.contains(#"<span class="sb-rating__secondary">"# + HTMLRenderer.render(.text(score)) + "</span>"))
    }

    @Test("a part without content is not rendered; nothing at all renders nothing")
    func emptyParts() {
        let label = rendered(Item(primaryText: "Overall", secondaryText: "  ", quaternaryText: ""))
        #expect(label == #"<span class="sb-rating" data-style="primary" data-size="medium" data-state="normal">"#
            + #"<span class="sb-rating__primary">Overall</span></span>"#)
        #expect(rendered(Item()).isEmpty)
        #expect(rendered(Item(primaryText: " ", secondaryText: "\n")).isEmpty)
    }

    @Test("hostile text is escaped in every part")
    func escaping() {
        let hostile = #""><img src=x onerror=alert(1)><script>alert(2)</script>"#
        let html = rendered(Item(primaryText: hostile, secondaryText: hostile, quaternaryText: hostile))
        #expect(!html.contains("<img") && !html.contains("<script"))
        #expect(html.components(separatedBy: "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;").count == 4)
    }

    @Test("the catalog entry: compiled, its parts, one state, every size, its style's properties and contrast pairs")
    func entry() {
        let entry = CatalogEntry(Rating.self)
        #expect(entry.template == nil)
        #expect(entry.about.name == "rating")
        #expect(entry.about.parts == [.primaryText, .secondaryText, .quaternaryText])
        #expect(entry.about.states == [.normal])
        #expect(entry.about.sizes == ComponentSize.all)
        #expect(entry.property(named: "starColor")?.part == .stars)
        #expect(entry.property(named: "emptyStarColor")?.part == .emptyStars)
        #expect(entry.contrastPairs.contains(ContrastPair(foreground: "starColor", background: "background", kind: .icon)))
        #expect(entry.contrastPairs.filter { $0.kind == .text }.map(\.foreground) == ["labelColor", "scoreColor", "countColor"])
    }
}
