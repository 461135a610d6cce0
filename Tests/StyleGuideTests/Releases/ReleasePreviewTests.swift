import DesignSystem
import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// `/preview/{component}?…&release=` and its stylesheet, and the before/after pairs of `/changes`,
/// on the bundled Config and its release 1.0.0.
@Suite("Release previews and the visual review of /changes", .integration)
struct ReleasePreviewTests {
    /// The custom properties a stylesheet declares, each with every `var(--…)` in its value put in
    /// (what the browser computes), by name without the dashes.
    static func resolvedProperties(_ css: String) -> [String: String] {
        var written: [String: String] = [:]
        for match in css.matches(of: #/--([A-Za-z0-9_-]+):\s*([^;]*);/#) where written[String(match.1)] == nil {
            written[String(match.1)] = String(match.2).trimmingCharacters(in: .whitespaces)
        }
        var resolved: [String: String] = [:]
        func resolve(_ name: String, depth: Int) -> String {
            if let done = resolved[name] { return done }
            guard let value = written[name], depth < 64 else { return "unset" }
            let result = value.replacing(#/var\(--([A-Za-z0-9_-]+)\)/#) { resolve(String($0.1), depth: depth + 1) }
            resolved[name] = result
            return result
        }
        for name in written.keys { _ = resolve(name, depth: 0) }
        return resolved
    }

    /// The `src` of each frame of the pair `anchor` on `html`, entities decoded.
    static func frames(_ html: String, pair anchor: String) -> [String] {
        guard let start = html.range(of: "id=\"\(anchor)\"") else { return [] }
        let article = html[start.upperBound...]
        let end = article.range(of: "</article>")?.lowerBound ?? article.endIndex
        return article[..<end].matches(of: #/<iframe class="preview-frame__canvas" src="([^"]*)"/#)
            .map { String($0.1).replacingOccurrences(of: "&amp;", with: "&") }
    }

    @Test("/changes shows a before/after pair for each component the changes touch, the changed tokens beside it, linked from their rows")
    func pairs() throws {
        try withGuide { server, _ in
            let html = try page(server, "/changes")
            #expect(html.contains(">Components these changes touch</h2>"))
            for (component, context) in [("card", 1), ("chip", 1), ("breadcrumb", 1), ("header", 1), ("list-section", 1), ("list-section", 2)] {
                let anchor = "review-\(component)-\(context)"
                let frames = Self.frames(html, pair: anchor)
                #expect(frames.count == 2, "\(anchor): \(frames)")
                guard frames.count == 2 else { continue }
                #expect(frames[0].hasPrefix("/preview/\(component)?") && frames[0].hasSuffix("&release=1.0.0"), "\(frames[0])")
                #expect(frames[1] + "&release=1.0.0" == frames[0], "before and after differ only in the release")
                for frame in frames {
                    #expect(try fetch(server, frame).status == 200, "\(frame)")
                }
            }
            #expect(!html.contains("id=\"review-label-"), "a component no change reaches has no pair")
            let row = try #require(ChangesPageTests.row(html, after: ">theme: light</h2>", holding: "color.text.link"))
            for component in ["card", "chip", "breadcrumb", "header"] {
                #expect(row.contains("href=\"#review-\(component)-1\""), "the row links to \(component)'s pair")
            }
            let divider = try #require(ChangesPageTests.row(html, after: ">theme: dark</h2>", holding: "component.divider.thickness"))
            #expect(divider.contains("href=\"#review-list-section-2\""))
        }
    }

    @Test("a release's stylesheet differs from the current one exactly in the tokens that changed, the preview only in its stylesheet")
    func differExactly() throws {
        try withGuide { server, store in
            let snapshot = store.current
            let key = ReleaseLibrary.DiffKey(from: "1.0.0", to: SemanticVersion.current)
            let diff = try snapshot.releases.pages(key).diff
            let old = try snapshot.releases.contexts(of: "1.0.0")
            for context in diff.contexts {
                let theme = try #require(context.context.contexts["theme"])
                let current = try #require(ReleaseReview.set(for: context.context, in: snapshot.tokens.orderedPermutations))
                let release = try #require(ReleaseReview.set(for: context.context, in: old))
                let names = [CSSVariableNames(current), CSSVariableNames(release)]
                let expected = Set(ReleaseReview.changedPaths(context).compactMap { path in
                    names.lazy.compactMap { $0.reference(to: path)?.value }.first.map { String($0.dropFirst(6).dropLast()) }
                })
                let now = Self.resolvedProperties(try fetch(server, "/preview/styles.css?theme=\(theme)").text)
                let then = Self.resolvedProperties(try fetch(server, "/preview/styles.css?theme=\(theme)&release=1.0.0").text)
                // The guide's own `--sb-` properties follow the `accent` token (color.text.link here), so they are left out.
                let differing = Set(now.keys).union(then.keys).filter { now[$0] != then[$0] && !$0.hasPrefix("sb-") }
                #expect(differing == expected, "theme \(theme): \(differing.symmetricDifference(expected).sorted())")
                #expect(!expected.isEmpty)

                let preview = "/preview/card?style=primary&size=medium&state=normal&theme=\(theme)"
                let after = try fetch(server, preview).text
                let before = try fetch(server, preview + "&release=1.0.0")
                #expect(before.status == 200)
                #expect(before.header("ETag") != nil)
                #expect(before.text == after.replacingOccurrences(of: "/preview/styles.css?theme=\(theme)\"",
                                                                  with: "/preview/styles.css?theme=\(theme)&amp;release=1.0.0\""),
                        "the same markup, linked to the release's stylesheet")
            }
        }
    }

    @Test("a release's preview in theme=auto links the release's light-or-dark stylesheet, which holds the release's values of both")
    func automaticScheme() throws {
        try withGuide { server, _ in
            let preview = try fetch(server, "/preview/card?style=primary&size=medium&state=normal&theme=auto&release=1.0.0")
            #expect(preview.status == 200, "\(preview.text.prefix(300))")
            #expect(preview.text.contains("/preview/styles.css?theme=auto&amp;release=1.0.0\""))
            let automatic = try fetch(server, "/preview/styles.css?theme=auto&release=1.0.0")
            #expect(automatic.status == 200)
            #expect(automatic.text.contains("prefers-color-scheme: dark"))
            let light = Self.resolvedProperties(try fetch(server, "/preview/styles.css?theme=light&release=1.0.0").text)
            let current = Self.resolvedProperties(try fetch(server, "/preview/styles.css?theme=auto").text)
            let both = Self.resolvedProperties(automatic.text)
            // The light side holds the release's own values of the tokens it changed, not today's.
            let changed = light.filter { current[$0.key] != $0.value && !$0.key.hasPrefix("sb-") }
            #expect(!changed.isEmpty)
            for (name, value) in changed { #expect(both[name] == value, "\(name): \(both[name] ?? "unset") instead of \(value)") }
        }
    }

    @Test("release= is checked like any parameter", arguments: [
        ("/preview/card?release=0.9.0", 400, "'0.9.0' is not a release of this Config; releases: 1.0.0"),
        ("/preview/card?release=current", 400, "releases: 1.0.0; leave 'release' out for the current tokens"),
        ("/preview/card?release=1.0.0&release=1.0.0", 400, "query parameter 'release' is given more than once"),
        ("/preview/styles.css?release=2", 400, "'2' is not a release of this Config"),
        ("/preview/card?release=1.0.0&theme=sepia", 400, "sepia"),
        ("/preview/nothing?release=1.0.0", 404, "there is no component 'nothing'"),
        ("/changes?component=nothing", 400, "'nothing' is not a styled component of this Config"),
        ("/changes?review=0", 400, "'review' must be a whole number from 1"),
        ("/changes?review=9", 404, "there is no page 9"),
        ("/changes?component=card&component=chip", 400, "query parameter 'component' is given more than once"),
    ])
    func badParameters(target: String, status: Int, message: String) throws {
        try withGuide { server, _ in
            let response = try fetch(server, target)
            #expect(response.status == status, "\(target): \(response.text.prefix(200))")
            let text = response.text.replacingOccurrences(of: "&#39;", with: "'")
            #expect(text.contains(message), "\(target): \(text.prefix(400))")
        }
    }

    @Test("past changesPreviewPairs the rest are one component at a time (?component=) or page by page (?review=)")
    func bounded() throws {
        let config = try ReleaseReviewTests.aliasConfig()
        defer { config.remove() }
        try config.write(#"{"name": "Review", "limits": {"changesPreviewPairs": 1}, "releases": [{"version": "1.0.0", "tokens": "releases/1.0.0.json"}]}"#)
        try withSite(config: config.directory) { server, _ in
            let html = try page(server, "/changes")
            #expect(html.matches(of: #/<article class="review-pair"/#).count == 1)
            #expect(html.contains("2 more pairs not shown here"), "\(html)")
            let more = html.matches(of: #/href="(/changes\?[^"]*component=[^"]*)"/#).map { String($0.1).replacingOccurrences(of: "&amp;", with: "&") }
            #expect(Set(more).count == 2 || Set(more).count == 1, "\(more)")
            var seen = Set<String>()
            for number in 1...3 {
                let view = try page(server, "/changes?review=\(number)")
                for match in view.matches(of: #/<article class="review-pair" id="([^"]+)"/#) { seen.insert(String(match.1)) }
            }
            #expect(seen.count == 3, "every pair is on a page of pairs: \(seen)")
            let label = try page(server, "/changes?component=label")
            #expect(label.matches(of: #/<article class="review-pair"/#).count == 1)
            #expect(label.contains("rel=\"next\""), "label's second pair is on its next page")
            let row = try #require(ChangesPageTests.row(label, after: ">theme: dark</h2>", holding: "color.text"))
            #expect(row.contains(#"href="/changes?from=1.0.0&amp;to=current"#) && row.contains(#"#review-badge-2""#),
                    "a pair this view does not show is linked on the view of all pairs that does: \(row)")
        }
    }
}
