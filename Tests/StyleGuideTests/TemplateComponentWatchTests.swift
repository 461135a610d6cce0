import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// A template component added to a Config under a running `serve --watch`: it appears, with a
/// preview of every variant, without a restart; a broken one is refused and the last good Config keeps serving.
@Suite("Template components under serve --watch", .serialized, .integration)
struct TemplateComponentWatchTests {
    static let definition = """
        {"title": "Chip", "summary": "A compact choice or filter.", "parts": ["primaryText", "image"],
         "states": ["normal", "hover", "selected"], "sizes": ["small", "medium"], "sample": "actions",
         "properties": {
           "background": {"effect": "background", "summary": "The chip's fill."},
           "labelColor": {"effect": "foreground", "part": "primary", "summary": "The label's colour."},
           "padding": {"effect": "padding-inline", "summary": "Space at each end."}
         },
         "contrast": [{"foreground": "labelColor", "background": "background"}]}
        """
    static let template = """
        <span role="option" {{#is.selected}}aria-selected="true"{{/is.selected}}>
          {{#image}}<span data-part="image" data-src="{{image.url}}"></span>{{/image}}
          <span data-part="primary">{{primaryText}}</span>
        </span>
        """
    static let styles = """
        {"styles": {
          "primary": {"base": {"background": "{color.action.primary}", "labelColor": "{color.text.on-action}",
                               "padding": "{control.padding-inline.md}"},
                      "sizes": {"small": {"padding": "{control.padding-inline.sm}"}},
                      "states": {"hover": {"background": "{color.action.primary-hover}"}}},
          "secondary": {"extends": "primary", "base": {"background": "{color.action.secondary}", "labelColor": "{color.text.default}"}}
        }}
        """

    @Test("adding components/chip/ and styles/chip.json to a watched Config serves every variant's preview, no restart")
    func appearsLive() throws {
        let root = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        #expect(try SwatchbookProcess(["init", "Design"], directory: root).waitForExit() == 0)
        let serve = try SwatchbookProcess(["serve", "--config", "Design", "--port", "0", "--watch"], directory: root)
        defer { serve.send(SIGTERM); _ = serve.waitForExit() }
        let port = try serve.waitForPort()
        #expect(try RawConnection(port: port).request("GET", "/components/chip").status == 404)

        let config = root + "/Design"
        try FileManager.default.createDirectory(atPath: config + "/components/chip", withIntermediateDirectories: true)
        try Data(Self.template.utf8).write(to: URL(fileURLWithPath: config + "/components/chip/template.html"))
        try Data(Self.styles.utf8).write(to: URL(fileURLWithPath: config + "/styles/chip.json"))
        try Data(Self.definition.utf8).write(to: URL(fileURLWithPath: config + "/components/chip/component.json"))

        let detail = try Self.poll(port: port, "/api/components/chip")
        let json = try JSONParser.parse(detail.body)
        #expect(json["source"]?["kind"]?.stringValue == "template")
        let previews = json["previews"]?.arrayValue ?? []
        #expect(previews.count == 2 * 2 * 3, "2 styles × 2 sizes × 3 states")
        for preview in previews {
            let url = try #require(preview["url"]?.stringValue)
            let response = try RawConnection(port: port).request("GET", url)
            #expect(response.status == 200, "\(url): \(response.status)")
            #expect(response.text.contains(#"class="sb-chip "#) || response.text.contains(#"class="sb-chip""#), "\(url)")
            #expect(response.text.contains("sb-chip__primary"))
            let lookup = try RawConnection(port: port).request("GET", try #require(preview["lookup"]?.stringValue))
            #expect(lookup.status == 200)
        }
        let page = try RawConnection(port: port).request("GET", "/components/chip")
        #expect(page.status == 200 && page.text.contains("components/chip/template.html"))
        #expect(try RawConnection(port: port).request("GET", "/search?q=chip").text.contains("/components/chip"))

        // A template with a script is refused: the banner says why, and the chip keeps its last good form.
        try Data(Self.template.replacing("<span data-part=\"primary\">", with: "<script>alert(1)</script><span data-part=\"primary\">").utf8)
            .write(to: URL(fileURLWithPath: config + "/components/chip/template.html"))
        let refused = try Self.poll(port: port, "/healthz") { $0.text.contains("element-not-allowed") }
        #expect(refused.text.contains("template.html"))
        let still = try RawConnection(port: port).request("GET", "/preview/chip?style=primary&size=small&state=selected")
        #expect(still.status == 200 && !still.text.contains("<script"))
        #expect(still.text.contains(#"aria-selected="true""#))
    }

    /// Asks for `target` until it answers 200 (and `accepts` it), for up to 10 seconds.
    static func poll(port: Int, _ target: String, accepts: (RawResponse) -> Bool = { _ in true }) throws -> RawResponse {
        let deadline = ContinuousClock.now + .seconds(10)
        while true {
            let response = try RawConnection(port: port).request("GET", target)
            if response.status == 200, accepts(response) { return response }
            guard ContinuousClock.now < deadline else {
                Issue.record("\(target) never answered as expected: \(response.status) \(response.text.prefix(400))")
                return response
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }
}
