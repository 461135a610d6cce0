@testable import DesignTokens
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The light/dark pair as Android resources: `values/` and `values-night/` in one JSON object.
@Suite("Android: values/ and values-night/ in one answer")
struct AndroidContextsExportTests {
    /// Each resource of an Android XML document, by name: its element and text (a style's items
    /// as `style/attribute`); an issue when the document is not well-formed XML.
    final class Resources: NSObject, XMLParserDelegate {
        var byName: [String: String] = [:]
        private var current: (name: String, element: String)?
        private var style: String?
        private var text = ""

        static func read(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String: String] {
            let reader = Resources()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = reader
            let parsed = parser.parse()
            #expect(parsed, "not well-formed XML: \(String(describing: parser.parserError))\n\(xml)", sourceLocation: sourceLocation)
            return reader.byName
        }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if element == "style" {
                style = attributes["name"]
            } else if let name = attributes["name"] {
                current = ((style.map { $0 + "/" } ?? "") + name, element)
            }
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if let current, current.element == element { byName[current.name] = "<\(element)>" + text }
            if element == "style" { style = nil }
            current = nil
        }
    }

    /// The JSON answer's files, by path.
    static func files(_ text: String) throws -> [String: String] {
        let json = try JSONParser.parse(text)
        return try #require(json["files"]?.objectValue).reduce(into: [:]) { $0[$1.key] = $1.value.stringValue }
    }

    @Test("values/ is the default's own file; values-night/ over it is the dark file, less what values/ cannot default")
    func nightOverDay() throws {
        let variants = try ThemeContextsFixture.variants()
        let text = try ThemeContextsFixture.render(.android, variants: variants)
        let json = try JSONParser.parse(text)
        #expect(json["modifier"] == "theme")
        #expect(json["contexts"] == .object(JSONObject([("values", "light"), ("values-night", "dark")])))
        let files = try Self.files(text)
        #expect(files.keys.sorted() == ["values-night/tokens.xml", "values/tokens.xml"])
        let day = Resources.read(try #require(files["values/tokens.xml"]))
        let night = Resources.read(try #require(files["values-night/tokens.xml"]))
        #expect(day == Resources.read(try ThemeContextsFixture.single(.android, variants, at: 0)))
        var dark = Resources.read(try ThemeContextsFixture.single(.android, variants, at: 1))
        #expect(dark.removeValue(forKey: "color_glow") != nil)
        #expect(day.merging(night) { $1 } == dark.merging(day.filter { dark[$0.key] == nil }) { $1 })
        // Only what differs, in sp where a text size, and the token dark alone has named. The body
        // style follows dark's 17px size: its 0.5px letter spacing is 0.5 / 17 em, its 1.5 line height 25.5sp.
        let body = "TextAppearance.TypographyBody/android:"
        #expect(night == ["color_background": "<color>#FF1A1A1A", "color_text_default": "<color>#FFF0F0F0", "font_size_body": "<dimen>17sp",
                          body + "fontFamily": "<item>sans-serif", body + "textSize": "<item>17sp", body + "textFontWeight": "<item>400",
                          body + "letterSpacing": "<item>0.029412", body + "lineHeight": "<item>25.5sp"])
        #expect(day[body + "textSize"] == "<item>16sp" && day[body + "letterSpacing"] == "<item>0.03125")
        #expect(files["values-night/tokens.xml"]?.contains("<!-- Left out, as values/ has no resource of that name and type for them: color.glow -->") == true)
    }

    @Test("a dark default writes the light context to values-notnight/")
    func darkDefault() throws {
        let variants = try ThemeContextsFixture.variants(defaultContext: "dark")
        let text = try ThemeContextsFixture.render(.android, variants: variants)
        let files = try Self.files(text)
        #expect(files.keys.sorted() == ["values-notnight/tokens.xml", "values/tokens.xml"])
        #expect(Resources.read(files["values/tokens.xml"] ?? "")["color_text_default"] == "<color>#FFF0F0F0")
        #expect(Resources.read(files["values-notnight/tokens.xml"] ?? "")["color_text_default"] == "<color>#FF1A1A1A")
    }

    @Test("contexts no resource qualifier selects are refused, saying what to ask for", arguments: [
        (["light", "contrast"], "none selects the contexts of 'theme' (light, contrast): ask for one context at a time (theme=contrast)"),
        (["light", "dark", "contrast"], "no qualifier selects the other contexts of 'theme' (contrast): ask for them one at a time (theme=contrast)"),
    ])
    func unsupported(contexts: [String], message: String) throws {
        let variants = try ThemeContextsFixture.variants(contexts: contexts)
        do {
            let text = try TokenExport.render(variants, as: .android)
            Issue.record("expected contexts-not-supported, got:\n\(text)")
        } catch {
            #expect(error.code == .contextsNotSupported)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test("odd names and text stay well-formed XML and valid JSON")
    func oddNames() throws {
        let day = #"day <"one"> & co"#, night = "night--x"
        let variants = try ThemeContextsFixture.variants(modifier: "mode -- \"x\"", contexts: [day, night], defaultContext: day,
                                                    colorScheme: .init(light: day, dark: night))
        let text = try ThemeContextsFixture.render(.android, header: "Fixture -- <&> --", variants: variants)
        let files = try Self.files(text)
        for (_, xml) in files { #expect(!Resources.read(xml).isEmpty) }
    }
}
