import DesignSystem
import HTTPTestSupport
import Testing
@testable import StyleGuide

@Suite("The guide's What changed page", .integration)
struct ChangesPageTests {
    /// The HTML of the first `<tr>` of `html` after `marker` whose text holds `token`.
    static func row(_ html: String, after marker: String, holding token: String) -> String? {
        guard let start = html.range(of: marker) else { return nil }
        var rest = html[start.upperBound...]
        while let open = rest.range(of: "<tr>"), let close = rest[open.upperBound...].range(of: "</tr>") {
            let row = String(rest[open.lowerBound..<close.upperBound])
            if row.contains(">\(token)<") { return row }
            rest = rest[close.upperBound...]
        }
        return nil
    }

    /// The codes of the rows of the table headed `title` in the section headed `context`.
    static func tokens(_ html: String, context: String, table title: String) -> [String] {
        guard let section = html.range(of: ">\(context)</h2>") else { return [] }
        let after = html[section.upperBound...]
        let end = after.range(of: "</section>")?.lowerBound ?? after.endIndex
        let body = after[..<end]
        guard let heading = body.range(of: ">\(title) (") else { return [] }
        let table = body[heading.upperBound...]
        let tableEnd = table.range(of: "</table>")?.lowerBound ?? table.endIndex
        return table[..<tableEnd].components(separatedBy: "<th scope=\"row\">").dropFirst().compactMap { cell in
            cell.components(separatedBy: "<code>").dropFirst().first?.components(separatedBy: "</code>").first
        }
    }

    @Test("from 1.0.0 to current: the bump, the counts, and each kind of change per context, exactly")
    func bundled() throws {
        try withGuide { server, _ in
            let html = try page(server, "/changes")
            #expect(missingChrome(in: html).isEmpty, "\(missingChrome(in: html))")
            #expect(inlineCodeProblems(in: html).isEmpty)
            #expect(html.contains("<title>What changed: 1.0.0 → current · Swatchbook</title>"))
            #expect(html.contains("Suggested version bump: <strong>major</strong> — 1 removed, 1 renamed, 1 changed type."))
            #expect(html.contains("<span class=\"change-count__value\">2</span> <span class=\"change-count__label\">Value changed</span>"))
            for context in ["theme: light", "theme: dark"] {
                #expect(Self.tokens(html, context: context, table: "Added") == BundledRelease.added)
                #expect(Self.tokens(html, context: context, table: "Removed") == BundledRelease.removed)
                #expect(Self.tokens(html, context: context, table: "Renamed") == ["font.weight.demibold"])
                #expect(Self.tokens(html, context: context, table: "Type changed") == ["component.divider.thickness"])
                #expect(Self.tokens(html, context: context, table: "Newly deprecated") == BundledRelease.deprecated)
            }
            #expect(Self.tokens(html, context: "theme: light", table: "Value changed") == ["color.text.link", "control.height.lg"])
            #expect(Self.tokens(html, context: "theme: dark", table: "Value changed") == ["control.height.lg"])
            #expect(html.contains("<a href=\"/tokens/font#font.weight.semibold\"><code>font.weight.semibold</code></a>"),
                    "a token of the current side links to its row")
            #expect(html.contains("<th scope=\"row\"><code>space.13</code></th>"), "a removed token has no row to link to")
        }
    }

    @Test("a changed colour shows its old and new swatches side by side, ΔE2000 and its contrast before and after with verdicts")
    func colorRow() throws {
        try withGuide { server, _ in
            let html = try page(server, "/changes?from=1.0.0&to=current")
            let row = try #require(Self.row(html, after: ">theme: light</h2>", holding: "color.text.link"))
            #expect(row.contains("<code>#6279ff</code>") && row.contains("<code>#4555e1</code>"))
            #expect(row.contains("<td>12.94</td>"))
            #expect(row.contains("3.69:1</span> <span class=\"verdict verdict--large\">AA large</span> → "
                + "<span class=\"ratio\">5.77:1</span> <span class=\"verdict verdict--pass\">AA</span>"), "\(row)")
            let swatches = modifierClasses(in: row).sorted()
            #expect(swatches.count == 2)
            let stylesheet = try #require(stylesheetLinks(in: html).first { $0.hasPrefix("/changes/swatches.css") })
            #expect(stylesheet == "/changes/swatches.css?from=1.0.0&to=current")
            let css = try fetch(server, stylesheet)
            #expect(css.status == 200)
            #expect(css.header("Content-Type") == "text/css; charset=utf-8")
            let rules = Set(swatches.compactMap { name in css.text.split(separator: "\n").first { $0.hasPrefix(".\(name) {") }.map(String.init) })
            #expect(rules == [".\(swatches[0]) { background-color: #4555e1; }", ".\(swatches[1]) { background-color: #6279ff; }"]
                    || rules == [".\(swatches[0]) { background-color: #6279ff; }", ".\(swatches[1]) { background-color: #4555e1; }"],
                    "\(rules)")
            let etag = try #require(css.header("ETag"))
            #expect(try fetch(server, stylesheet, headers: [("If-None-Match", etag)]).status == 304)
        }
    }

    @Test("the form picks both sides without JavaScript; the navigation and home page lead here")
    func formAndLinks() throws {
        try withGuide { server, _ in
            let html = try page(server, "/changes?from=current&to=1.0.0")
            let selects = startTags(in: html).filter { $0.name == "select" }.compactMap { $0["name"] }
            #expect(selects == ["from", "to"])
            #expect(html.contains("<label for=\"changes-from\">From</label>"))
            #expect(html.contains("<option value=\"current\" selected>current (served now)</option>"))
            #expect(html.contains("<option value=\"1.0.0\" selected>1.0.0</option>"))
            #expect(html.contains("<form class=\"variant-picker changes-picker\" method=\"get\" action=\"/changes\""))
            #expect(Self.tokens(html, context: "theme: light", table: "Added") == BundledRelease.removed)
            #expect(html.contains("<a href=\"/changes\" aria-current=\"page\">Changes</a>"))
            let home = try page(server, "/")
            #expect(home.contains("<a href=\"/changes\">Changes</a>"))
            #expect(home.contains("href=\"/api/tokens/diff?from=1.0.0&amp;to=current\""))
        }
    }

    @Test("an unknown release is a 404 page naming the releases; a repeated side is a 400", arguments: [
        ("/changes?from=0.1.0", 404, "there is no release '0.1.0'; releases: 1.0.0, and current"),
        ("/changes?from=1.0.0&from=current", 400, "'from' is given more than once"),
        ("/changes/swatches.css?form=1.0.0", 400, "unknown query parameter 'form'"),
    ])
    func errors(target: String, status: Int, fragment: String) throws {
        try withGuide { server, _ in
            let response = try fetch(server, target)
            #expect(response.status == status)
            #expect(unescaped(response.text).contains(fragment), "\(response.text.prefix(400))")
        }
    }

    @Test("without releases the page says how to list them, and the navigation does not offer it")
    func noReleases() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Acme"}"#)
        defer { config.remove() }
        try withSite(config: config.directory) { server, _ in
            let html = try page(server, "/changes")
            #expect(html.contains("This design system lists no releases yet."))
            #expect(unescaped(html).contains(#""releases": [{ "version": "1.0.0", "tokens": "releases/1.0.0" }]"#))
            #expect(!html.contains("href=\"/changes\""))
            #expect(!(try page(server, "/")).contains("href=\"/changes\""))
        }
    }
}
