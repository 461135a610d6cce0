import DesignSystem
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// The bundled Config and Public served over loopback, sample images checked against Public.
func withBundledComponents(_ body: (Server) throws -> Void) throws {
    let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder),
                                           strictness: .strict).get()
    let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    let application = try Application(store: SnapshotStore(snapshot), publicDirectory: RepositoryPaths.publicFolder, logger: logger)
    try withServer(application.responder(), body)
}

/// The classes of layout modifiers (`sb-<effect>--<value>`) in an HTML text.
func utilityClasses(in html: String) -> Set<String> {
    var classes = Set<String>()
    for attribute in html.split(separator: "class=\"").dropFirst() {
        for name in attribute.prefix(while: { $0 != "\"" }).split(separator: " ") where name.contains("--") { classes.insert(String(name)) }
    }
    return classes
}

@Suite("Components over HTTP: previews, lookups, the catalog", .serialized, .integration)
struct ComponentRoutesTests {
    static let eleven = ["label", "badge", "button", "checkbox", "toggle", "text-field", "avatar", "row", "list-section", "card", "header"]
    /// The bundled Config's template components (Config/components/), after the built-in ones, by name.
    static let templates = ["alert", "breadcrumb", "chip"]
    /// Every component of the bundled Config, in catalog order.
    static let fourteen = eleven + templates

    @Test("/api/components lists the eleven built-in components, each with the four required styles, then the three template ones")
    func catalog() throws {
        try withBundledComponents { server in
            let response = try fetch(server, "/api/components")
            #expect(response.status == 200)
            #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
            let index = try JSONParser.parse(response.body)
            let components = try #require(index["components"]?.arrayValue)
            #expect(components.compactMap { $0["name"]?.stringValue } == Self.fourteen)
            for component in components {
                let name = component["name"]?.stringValue ?? ""
                let styles = component["styles"]?.arrayValue?.compactMap(\.stringValue) ?? []
                #expect(component["states"]?.arrayValue?.first == "normal")
                #expect(component["defaultSample"]?.stringValue != nil)
                if Self.templates.contains(name) {
                    #expect(component["source"]?["kind"] == "template", "\(name)")
                    #expect(component["sizes"] == ["small", "medium"], "\(name)")
                    let expected = name == "alert" ? ["info", "success", "warning", "danger"] : ["primary", "complementary", "light", "dark"]
                    #expect(styles == expected, "\(name)")
                } else {
                    #expect(Set(["primary", "complementary", "light", "dark"]).isSubset(of: styles), "\(name)")
                    #expect(component["sizes"] == ["small", "medium", "large"])
                }
            }
        }
    }

    @Test("every style × size × state of every component has a preview showing its sample's text, every class styled")
    func everyPreview() throws {
        try withBundledComponents { server in
            let css = try fetch(server, "/preview/styles.css").text
            var checked = 0
            for name in Self.fourteen {
                let detail = try JSONParser.parse(fetch(server, "/api/components/\(name)").body)
                let sample = try #require(detail["defaultSample"]?.stringValue)
                let expected = try Self.firstText(ofSample: sample)
                let previews = try #require(detail["previews"]?.arrayValue)
                let styleCount = detail["styles"]?.arrayValue?.count ?? 0, stateCount = detail["states"]?.arrayValue?.count ?? 0
                let sizeCount = detail["sizes"]?.arrayValue?.count ?? 0
                #expect(styleCount >= 4 && previews.count == styleCount * sizeCount * stateCount, "\(name)")
                for preview in previews {
                    let url = try #require(preview["url"]?.stringValue)
                    let response = try fetch(server, url)
                    #expect(response.status == 200, "\(url)")
                    #expect(response.header("Content-Type") == "text/html; charset=utf-8")
                    let html = response.text
                    #expect(html.contains(HTMLRenderer.render(.text(expected))), "\(url) does not show '\(expected)'")
                    #expect(html.contains("data-state=\"\(preview["state"]!.stringValue!)\""), "\(url)")
                    for utility in utilityClasses(in: html) {
                        #expect(css.contains(".\(utility) {"), "\(url): no rule for .\(utility)")
                    }
                    checked += 1
                }
            }
            // The built-in ones in at least four styles and three sizes; chip in 4 styles × 2 sizes × 4 states,
            // alert and breadcrumb in 4 styles × 2 sizes at rest.
            #expect(checked >= 11 * 4 * 3 + 32 + 8 + 8)
        }
    }

    /// The first non-blank primary text of a bundled sample set.
    static func firstText(ofSample name: String) throws -> String {
        let bytes = try #require(FileManager.default.contents(atPath: RepositoryPaths.config + "/samples/\(name).json"))
        let (set, _) = SampleParser.parse([UInt8](bytes), name: name, file: name)
        return try #require(set?.sections.lazy.flatMap(\.items).compactMap(\.primaryText).first)
    }

    @Test("the button lookup in large, disabled, dark: tokens, values, CSS and contrast verdicts")
    func lookup() throws {
        try withBundledComponents { server in
            let response = try fetch(server, "/api/styles/button/primary?size=large&state=disabled&theme=dark")
            #expect(response.status == 200)
            let lookup = try JSONParser.parse(response.body)
            #expect(lookup["permutation"] == ["theme": "dark"])
            #expect(lookup["size"] == "large" && lookup["state"] == "disabled")
            let properties = try #require(lookup["properties"]?.arrayValue)
            let background = try #require(properties.first { $0["name"] == "background" })
            #expect(background["token"] == "color.action.primary.disabled")
            #expect(background["setIn"] == "state:disabled")
            #expect(background["css"] == "#4d555e")
            let font = try #require(properties.first { $0["name"] == "font" })
            #expect(font["token"] == "typography.label-lg" && font["setIn"] == "size:large")
            let contrast = try #require(lookup["contrast"]?.arrayValue?.first)
            #expect(contrast["foreground"] == "foreground" && contrast["background"] == "background")
            let ratio = try #require(contrast["ratio"]?.doubleValue)
            #expect(ratio > 1 && ratio < 21)
            #expect(contrast["AA"]?.boolValue == (ratio >= 4.5))
            #expect(contrast["AAA"]?.boolValue == (ratio >= 7))
            let light = try JSONParser.parse(fetch(server, "/api/styles/button/primary?size=large&state=disabled").body)
            #expect(light["properties"]?[0]?["css"] != background["css"], "the theme changes the resolved value")
        }
    }

    @Test("a wrong parameter is a 400 (a wrong path a 404) naming what is allowed", arguments: [
        ("/preview/button?style=loud", 400, "styles: primary, complementary, light, dark"),
        ("/preview/button?size=huge", 400, "allowed: small, medium, large"),
        ("/preview/button?state=selected", 400, "allowed: normal, hover, pressed, focused, disabled"),
        ("/preview/button?sample=nobody", 400, "allowed: actions, fields"),
        ("/preview/button?theme=dusk", 400, "'dusk' is not a context of modifier 'theme' (light, dark)"),
        ("/preview/button?colour=red", 400, "allowed: style, size, state, sample, theme"),
        ("/preview/button?size=small&size=large", 400, "'size' is given more than once"),
        ("/preview/buton", 404, "did you mean 'button'?"),
        ("/api/styles/button/loud", 404, "styles: primary, complementary, light, dark"),
        ("/api/styles/button/primary?sample=people", 400, "allowed: size, state, theme"),
        ("/api/styles/buton", 404, "did you mean 'button'?"),
        ("/api/components/tooltip", 404, "components: "),
        ("/api/components?all=1", 400, "takes no query parameters"),
        ("/preview/styles.css?theme=sepia", 400, "(light, dark)"),
    ])
    func badRequests(target: String, status: Int, message: String) throws {
        try withBundledComponents { server in
            let response = try fetch(server, target)
            #expect(response.status == status, "\(target): \(response.text)")
            let text = response.text.replacingOccurrences(of: "&#39;", with: "'")
            #expect(text.contains(message), "\(target): \(response.text)")
        }
    }

    @Test("a preview is a whole, framable, cacheable document; sample and theme switch its content and stylesheet")
    func previewDocument() throws {
        try withBundledComponents { server in
            let response = try fetch(server, "/preview/row?sample=messages&theme=dark")
            #expect(response.status == 200)
            #expect(response.text.hasPrefix("<!DOCTYPE html><html lang=\"en\">"))
            #expect(response.text.contains("Grace Hopper") && !response.text.contains("Ada Lovelace"))
            #expect(response.text.contains(#"href="/preview/styles.css?theme=dark""#))
            #expect(response.text.contains(#"href="/_swatchbook/css/components."#))
            #expect(response.header("Content-Security-Policy")?.contains("frame-ancestors 'self'") == true)
            #expect(!response.text.contains("<script"))
            let etag = try #require(response.header("ETag"))
            #expect(try fetch(server, "/preview/row?sample=messages&theme=dark", headers: [("If-None-Match", etag)]).status == 304)
            let people = try fetch(server, "/preview/row?sample=people").text
            #expect(people.contains("Ada Lovelace") && people.contains(#"href="/preview/styles.css?theme=light""#))
        }
    }

    @Test("the preview stylesheet defines every token variable per theme and a rule per utility")
    func stylesheet() throws {
        try withBundledComponents { server in
            let light = try fetch(server, "/preview/styles.css")
            let dark = try fetch(server, "/preview/styles.css?theme=dark")
            #expect(light.status == 200 && light.header("Content-Type") == "text/css; charset=utf-8")
            #expect(light.text.contains("--color-background-default: #ffffff;"))
            #expect(dark.text.contains("--color-background-default: #161c24;"))
            #expect(light.text.contains(".sb-background--color__action__primary___24root { background-color: var(--color-action-primary); }"))
            #expect(light.text.components(separatedBy: "\n.sb-").count == dark.text.components(separatedBy: "\n.sb-").count)
        }
    }

    @Test("/api/styles lists styled components; /api/styles/{component} shows the file as written")
    func styles() throws {
        try withBundledComponents { server in
            let index = try JSONParser.parse(fetch(server, "/api/styles").body)
            #expect(index["components"]?.arrayValue?.count == Self.fourteen.count)
            let button = try JSONParser.parse(fetch(server, "/api/styles/button").body)
            #expect(button["sample"] == "actions")
            #expect(button["styles"]?["primary"]?["base"]?["background"] == "{color.action.primary.$root}")
            #expect(button["styles"]?["complementary"]?["extends"] == "primary")
            #expect(button["states"]?.arrayValue?.contains("disabled") == true)
            #expect(button["properties"]?.arrayValue?.contains { $0["name"] == "iconSize" && $0["accepts"] == "dimension" } == true)
        }
    }
}
