import Testing
@testable import DesignSystem
@testable import DesignTokens

/// Avatars: initials when there is no picture, an accessible name from the primary text.
@Suite("Avatar")
struct AvatarComponentTests {
    @Test("initials: first and last word, upper-cased, whole characters", arguments: [
        ("Ada Lovelace", "AL"), ("plato", "P"), ("Ada King Lovelace", "AL"), ("  grace   hopper ", "GH"),
        ("élodie durand", "ÉD"), ("毛泽东", "毛"), ("🦊 Fox", "🦊F"), ("👩🏽‍💻 dev", "👩🏽‍💻D"), ("\"Ada\" (admin)", "AA"),
        ("3M company", "3C"), ("ßtraße", "ß"), ("Οδυσσέας Ελύτης", "ΟΕ"),
    ])
    func initials(name: String, expected: String) {
        #expect(Initials.of(name) == expected)
    }

    @Test("no initials without a letter, digit or emoji", arguments: ["", "  ", "\n\t", "-- ()", "#"])
    func noInitials(name: String) {
        #expect(Initials.of(name) == nil)
    }

    @Test("without a picture: role img, the name as aria-label, the initials as content")
    func initialsAvatar() {
        #expect(Render.html(Avatar.self, FakeItem(primaryText: "Ada Lovelace"))
            == #"<span class="sb-avatar" data-style="primary" data-size="medium" data-state="normal" role="img" aria-label="Ada Lovelace">AL</span>"#)
        #expect(Render.html(Avatar.self, FakeItem(primaryText: "plato")).hasSuffix(#"aria-label="plato">P</span>"#))
        #expect(Render.html(Avatar.self, FakeItem(primaryText: "(?)")).hasSuffix(#"role="img" aria-label="(?)"></span>"#),
                "named even without initials to show")
    }

    @Test("with a picture: the name is the image's alt, and there are no initials")
    func pictureAvatar() throws {
        let html = Render.html(Avatar.self, FakeItem(primaryText: "Ada Lovelace", image: .asset("people/ada.jpg")))
        let tags = StartTag.all(in: html)
        #expect(tags.count == 2 && !tags[0].has("role") && !tags[0].has("aria-label"))
        #expect(tags[1].name == "img" && tags[1].value("alt") == "Ada Lovelace" && tags[1].value("src") == "/assets/people/ada.jpg")
        #expect(!html.contains(">AL<"))
    }

    @Test("a blank name gives no initials: an empty hidden placeholder")
    func blankName() {
        let html = Render.html(Avatar.self, FakeItem(primaryText: "  "))
        #expect(html.hasSuffix(#"aria-hidden="true"></span>"#) && !html.contains("role="))
    }
}
