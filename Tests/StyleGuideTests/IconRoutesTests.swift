import DesignSystem
import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// Icons over HTTP: drawn as masks in the foreground colour in previews, defined by every preview
/// stylesheet, and judged at 3:1 (WCAG 2.x 1.4.11) by the style lookup and the component page.
@Suite("Icons over HTTP: masked previews, their rules, their contrast", .serialized, .integration)
struct IconRoutesTests {
    /// The address of every image of the bundled samples that is a file of Public.
    static func sampleAssets() throws -> [ImageSource] {
        let folder = RepositoryPaths.config + "/samples"
        var sources: [ImageSource] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".json") {
            let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + file))
            let (set, diagnostics) = SampleParser.parse([UInt8](bytes), name: String(file.dropLast(5)), file: file)
            for item in try #require(set, "\(file): \(diagnostics)").sections.flatMap(\.items) {
                if let image = item.image, case .asset = image, !sources.contains(image) { sources.append(image) }
            }
        }
        return sources
    }

    @Test("the button's check icon is a masked span with the generated class and no img; a row's pictures stay img")
    func previews() throws {
        try withBundledComponents { server in
            let button = try fetch(server, "/preview/button").text
            #expect(button.contains(#"<span class="sb-button__image sb-icon "#), "\(button)")
            #expect(button.contains(#" sb-icon-mask--_2fassets_2fimages_2ficons_2fcheck_2esvg" aria-hidden="true"></span>"#))
            #expect(!button.contains("<img"))
            #expect(!button.contains(" style="))
            let row = try fetch(server, "/preview/row?sample=people").text
            #expect(row.contains(#"<img class="sb-row__image"#) && !row.contains("sb-icon"))
        }
    }

    @Test("every preview stylesheet defines the mask rule of every sample image of Public, with its /assets/ URL", arguments: [
        "/preview/styles.css", "/preview/styles.css?theme=dark", "/preview/styles.css?theme=auto",
    ])
    func stylesheet(target: String) throws {
        let assets = try Self.sampleAssets()
        #expect(assets.contains(.asset("images/icons/check.svg")) && assets.count >= 10)
        try withBundledComponents { server in
            let css = try fetch(server, target).text
            for source in assets {
                let className = try #require(source.iconMask?.className)
                #expect(css.contains(".\(className) { -webkit-mask-image: url(\"\(source.url)\"); mask-image: url(\"\(source.url)\");"),
                        "\(target): no mask rule for \(source.url)")
            }
            #expect(css.contains(#"mask-size: contain; background-color: currentColor; }"#))
        }
    }

    @Test("the style lookup judges the button's icon at 3:1 beside its label, in every style and theme", arguments: [
        ("primary", "light"), ("primary", "dark"), ("complementary", "light"), ("complementary", "dark"),
        ("light", "light"), ("light", "dark"), ("dark", "light"), ("dark", "dark"),
    ])
    func lookup(style: String, theme: String) throws {
        try withBundledComponents { server in
            let lookup = try JSONParser.parse(fetch(server, "/api/styles/button/\(style)?theme=\(theme)").body)
            let contrast = try #require(lookup["contrast"]?.arrayValue)
            #expect(contrast.compactMap { $0["kind"]?.stringValue } == ["text", "icon"])
            let (text, icon) = (contrast[0], contrast[1])
            #expect(icon["criterion"] == "1.4.11 Non-text Contrast" && icon["required"] == 3)
            #expect(icon["foregroundColor"] == text["foregroundColor"] && icon["backgroundColor"] == text["backgroundColor"])
            let ratio = try #require(icon["ratio"]?.doubleValue)
            #expect(icon["passes"]?.boolValue == (ratio >= 3) && icon["AA"] == icon["passes"])
            #expect(icon["AAA"] == .null && icon["AALarge"] == .null && icon["AAALarge"] == .null)
            #expect(icon["passes"] == true, "the bundled \(style) button's icon in \(theme): \(ratio):1")
        }
    }

    @Test("/api/components names each contrast pair's kind (the button's label and its icon, the row's text only) and the states a pair is limited to")
    func catalog() throws {
        try withBundledComponents { server in
            let button = try JSONParser.parse(fetch(server, "/api/components/button").body)
            #expect(button["contrastPairs"] == [["foreground": "foreground", "background": "background", "kind": "text"],
                                                ["foreground": "foreground", "background": "background", "kind": "icon"]])
            let row = try JSONParser.parse(fetch(server, "/api/components/row").body)
            #expect(row["contrastPairs"]?.arrayValue?.allSatisfy { $0["kind"] == "text" } == true)
            let checkBox = try JSONParser.parse(fetch(server, "/api/components/checkbox").body)
            #expect(checkBox["contrastPairs"]?.arrayValue?.first
                    == ["foreground": "markColor", "background": "boxBackground", "kind": "icon", "states": ["selected"]])
            #expect(checkBox["contrastPairs"]?.arrayValue?.dropFirst().allSatisfy { $0["states"] == nil } == true)
        }
    }

    @Test("the component page's contrast table has the icon's row, judged in the graphics column only")
    func page() throws {
        try withBundledComponents { server in
            let page = try fetch(server, "/components/button").text
            #expect(page.contains(#"<span class="cell-note">Icon · #"#))
            #expect(page.components(separatedBy: #"<abbr title="not applicable: an icon is judged by 1.4.11 non-text contrast, 3:1">n/a</abbr>"#).count == 3)
            #expect(page.contains("icons by 1.4.11 non-text contrast (3:1)"))
        }
    }

    @Test("the bundled icons draw in currentColor, with no colour of their own")
    func bundledIcons() throws {
        let folder = RepositoryPaths.publicFolder + "/images/icons"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".svg") }
        #expect(files.count == 9) // arrow-right, bell, check, download, home, plus, tag, trash, warning
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            #expect(text.contains(#"stroke="currentColor""#), "\(file)")
            #expect(text.firstMatch(of: /#[0-9a-fA-F]{3,8}\b|rgba?\(/) == nil, "\(file) names a colour")
        }
    }
}
