import DesignSystem
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// The bundled Config (with its Public folder), loaded strictly once for the whole test run and
/// shared by every `withGuide`, with the pages its caches hold: loading it and rendering the same
/// pages again were most of what the guide suites cost in a debug build. A snapshot never changes
/// once made; a test that swaps or fails a reload does it on a store of its own.
enum BundledGuide {
    /// The one load (its diagnostics if it failed, reported by each test that asks).
    static let snapshot = SnapshotLoader.load(configDirectory: RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder),
                                              strictness: .strict)
}

/// Serves the bundled Config (with its Public folder) for the length of `body`, with the store,
/// so a test can record a failed reload or swap the snapshot. `ownLoad` loads it afresh, for a
/// test that checks what a load's caches hold before and after its own requests.
func withGuide(liveReload: Bool = false, ownLoad: Bool = false, _ body: (Server, SnapshotStore) throws -> Void) throws {
    let snapshot = ownLoad
        ? try SnapshotLoader.load(configDirectory: RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder), strictness: .strict).get()
        : try BundledGuide.snapshot.get()
    let store = SnapshotStore(snapshot)
    let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    let application = try Application(store: store, publicDirectory: RepositoryPaths.publicFolder, logger: logger,
                                      liveReload: liveReload)
    try withServer(application.responder()) { try body($0, store) }
}

/// Fetches a guide page and requires a 200.
func page(_ server: Server, _ target: String, headers: [(String, String)] = []) throws -> String {
    let response = try fetch(server, target, headers: headers)
    #expect(response.status == 200, "\(target) answered \(response.status): \(response.text.prefix(300))")
    return response.text
}

/// One start tag of an HTML text: its name and its attributes' names and values.
struct StartTag {
    let name: String
    let attributes: [(name: String, value: String?)]

    /// The value of the attribute `name`, if present.
    subscript(name: String) -> String? { attributes.first { $0.name == name }?.value ?? nil }
    /// True when the tag has the attribute `name`.
    func has(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

/// The start tags of `html`, in order (comments, end tags and text skipped; quoted values read whole).
func startTags(in html: String) -> [StartTag] {
    let characters = Array(html.unicodeScalars)
    var tags: [StartTag] = []
    var index = 0
    func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" || c == ":" || c == "."
    }
    while index < characters.count {
        guard characters[index] == "<", index + 1 < characters.count, characters[index + 1].properties.isAlphabetic else {
            index += 1
            continue
        }
        index += 1
        var name = ""
        while index < characters.count, isNameCharacter(characters[index]) { name.unicodeScalars.append(characters[index]); index += 1 }
        var attributes: [(String, String?)] = []
        while index < characters.count, characters[index] != ">" {
            if characters[index] == " " || characters[index] == "/" || characters[index] == "\n" { index += 1; continue }
            var attribute = ""
            while index < characters.count, !" =>/\n".unicodeScalars.contains(characters[index]) {
                attribute.unicodeScalars.append(characters[index]); index += 1
            }
            var value: String?
            if index < characters.count, characters[index] == "=" {
                index += 1
                let quote: Unicode.Scalar = index < characters.count ? characters[index] : " "
                var text = ""
                if quote == "\"" || quote == "'" {
                    index += 1
                    while index < characters.count, characters[index] != quote { text.unicodeScalars.append(characters[index]); index += 1 }
                    index += 1
                } else {
                    while index < characters.count, characters[index] != " ", characters[index] != ">" {
                        text.unicodeScalars.append(characters[index]); index += 1
                    }
                }
                value = text
            }
            if !attribute.isEmpty { attributes.append((attribute.lowercased(), value)) }
        }
        tags.append(StartTag(name: name.lowercased(), attributes: attributes))
        index += 1
    }
    return tags
}

/// What the CSP forbids or the house rules exclude, found in `html`: inline scripts, `<style>`,
/// `style` attributes and `on…` handlers.
func inlineCodeProblems(in html: String) -> [String] {
    var problems: [String] = []
    for tag in startTags(in: html) {
        if tag.name == "script" && !tag.has("src") { problems.append("inline <script>") }
        if tag.name == "style" { problems.append("<style> element") }
        for attribute in tag.attributes {
            if attribute.name == "style" { problems.append("style attribute on <\(tag.name)>") }
            if attribute.name.hasPrefix("on") { problems.append("\(attribute.name) attribute on <\(tag.name)>") }
            if ["href", "src", "action"].contains(attribute.name), attribute.value?.lowercased().hasPrefix("javascript:") == true {
                problems.append("javascript: URL on <\(tag.name)>")
            }
        }
    }
    return problems
}

/// What every guide page must have, missing from `html`: landmarks, the navigation, the search
/// form and the theme switch, the stylesheets and the script.
func missingChrome(in html: String) -> [String] {
    let required = [
        "<html lang=\"en\" data-theme=\"", "<meta charset=\"utf-8\">", "name=\"viewport\"",
        "<link rel=\"stylesheet\" href=\"/_swatchbook/css/swatchbook.", "<link rel=\"stylesheet\" href=\"/_swatchbook/css/components.",
        "<link rel=\"stylesheet\" href=\"/preview/styles.css?theme=", "<link rel=\"icon\"",
        "<script src=\"/_swatchbook/js/guide.", ".js\" defer></script>",
        "<a class=\"skip-link\" href=\"#main\">", "<header class=\"site-header\">", "aria-label=\"Main\"",
        "<form class=\"search-form search-form--header\" role=\"search\" action=\"/search\" method=\"get\"",
        "type=\"search\" name=\"q\"", "<label for=\"site-search-input\"", "aria-label=\"Theme\"",
        "data-theme-choice=\"auto\"", "data-theme-choice=\"light\"", "data-theme-choice=\"dark\"", "<main id=\"main\"", "<footer",
    ]
    return required.filter { !html.contains($0) }
}

/// The classes of layout modifiers (`sb-<effect>--<value>`) in `html`.
func modifierClasses(in html: String) -> Set<String> {
    var classes = Set<String>()
    for tag in startTags(in: html) {
        for name in (tag["class"] ?? "").split(separator: " ") where name.hasPrefix("sb-") && name.contains("--") {
            classes.insert(String(name))
        }
    }
    return classes
}

/// The `href` of the stylesheet links of `html`.
func stylesheetLinks(in html: String) -> [String] {
    startTags(in: html).filter { $0.name == "link" && $0["rel"] == "stylesheet" }.compactMap { $0["href"] }
        .map { $0.replacing("&amp;", with: "&") }
}

/// `text` with the five HTML escapes undone, for comparing attribute values.
func unescaped(_ text: String) -> String {
    text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
        .replacing("&#39;", with: "'").replacing("&amp;", with: "&")
}

/// Serves the Config at `config` (no public folder unless given) for the length of `body`.
func withSite(config: String, publicFolder: PublicFolder = .absent, strictness: Strictness = .strict, liveReload: Bool = false,
              _ body: (Server, SnapshotStore) throws -> Void) throws {
    let snapshot = try SnapshotLoader.load(configDirectory: config, publicFolder: publicFolder, strictness: strictness).get()
    let store = SnapshotStore(snapshot)
    let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    let application = try Application(store: store, publicDirectory: publicFolder.directory, logger: logger, liveReload: liveReload)
    try withServer(application.responder()) { try body($0, store) }
}
