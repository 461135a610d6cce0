import DesignSystem
import Foundation
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// Every built-in component is discoverable in a Config that styles only some (issue 28, item 1):
/// `/api/components/{name}` answers for each, `/components` lists each, and each unstyled one
/// has a page with its properties and a starter styles file.
@Suite("The catalog of built-ins: every built-in in the API and the guide, styled or not", .serialized, .integration)
struct BuiltInCatalogTests {
    /// Every built-in component's name, in catalog order.
    static let builtIns = ComponentCatalog.builtIn.map(\.about.name.rawValue)

    /// A fresh `swatchbook init` Config (which styles the button alone), served over loopback.
    static func withStarterSite(_ body: (Server, String) throws -> Void) throws {
        let root = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try StarterConfig.write(to: root).get()
        try withSite(config: root) { server, _ in try body(server, root) }
    }

    @Test("/api/components/{name} answers 200 for every built-in with its parts, properties, sizes and states", arguments: builtIns)
    func detail(name: String) throws {
        let entry = try #require(ComponentCatalog.entry(named: ComponentName(name)))
        try Self.withStarterSite { server, _ in
            let response = try fetch(server, "/api/components/\(name)")
            #expect(response.status == 200, "\(response.text.prefix(300))")
            let detail = try JSONParser.parse(response.body)
            #expect(detail["name"]?.stringValue == name)
            #expect(detail["parts"]?.arrayValue?.compactMap(\.stringValue) == entry.about.parts.map(\.rawValue))
            #expect(detail["sizes"]?.arrayValue?.compactMap(\.stringValue) == entry.about.sizes.map(\.rawValue))
            #expect(detail["states"]?.arrayValue?.compactMap(\.stringValue) == entry.about.states.map(\.rawValue))
            let properties = try #require(detail["properties"]?.arrayValue)
            #expect(properties.compactMap { $0["name"]?.stringValue } == entry.properties.map(\.name))
            for (json, property) in zip(properties, entry.properties) {
                #expect(json["summary"]?.stringValue == property.summary && !property.summary.isEmpty, "\(name).\(property.name)")
                #expect(json["tokenType"]?.stringValue == property.tokenType?.rawValue, "\(name).\(property.name)")
                #expect(json["part"]?.stringValue == property.part.name)
            }
            let styled = name == "button"
            #expect(detail["styled"]?.boolValue == styled)
            if styled {
                #expect(detail["starter"] == nil)
                #expect(detail["previews"]?.arrayValue?.isEmpty == false)
            } else {
                #expect(detail["styles"]?.arrayValue?.isEmpty == true)
                #expect(detail["previews"]?.arrayValue?.isEmpty == true)
                #expect(detail["starter"]?["file"]?.stringValue == "styles/\(name).json")
                #expect(detail["starter"]?["content"]?["styles"]?["primary"]?["base"]?.objectValue?.isEmpty == false, "\(name)")
            }
        }
    }

    @Test("/api/components lists the styled button first, then every other built-in marked not styled")
    func index() throws {
        try Self.withStarterSite { server, _ in
            let index = try JSONParser.parse(fetch(server, "/api/components").body)
            let components = try #require(index["components"]?.arrayValue)
            let names = components.compactMap { $0["name"]?.stringValue }
            #expect(names == ["button"] + Self.builtIns.filter { $0 != "button" })
            #expect(components.compactMap { $0["styled"]?.boolValue } == names.map { $0 == "button" })
            let missing = try fetch(server, "/api/components/tooltip")
            #expect(missing.status == 404)
            for name in Self.builtIns { #expect(missing.text.contains(name), "the 404 names \(name)") }
        }
    }

    @Test("search finds a built-in the Config does not style yet, after the styled ones, and leads to its page", arguments: ["badge", "card"])
    func searchFindsUnstyled(name: String) throws {
        try Self.withStarterSite { server, _ in
            let results = try fetch(server, "/search?q=" + name)
            #expect(results.status == 200)
            #expect(results.text.contains("href=\"/components/\(name)\""), "\(name) is found")
            #expect(results.text.contains("Not styled yet"))
        }
    }

    @Test("/components shows the styled button, then every other built-in marked not styled yet with a starter to copy")
    func componentsPage() throws {
        try Self.withStarterSite { server, _ in
            let html = try page(server, "/components")
            let section = try #require(html.range(of: "id=\"not-styled\""))
            #expect(html.range(of: "href=\"/components/button\"")!.lowerBound < section.lowerBound, "the styled one comes first")
            let rest = String(html[section.lowerBound...])
            #expect(rest.contains("Not styled yet"))
            #expect(!rest.contains("href=\"/components/button\""))
            for name in Self.builtIns where name != "button" {
                #expect(rest.contains("href=\"/components/\(name)\""), "\(name) is listed")
                #expect(rest.contains("<button type=\"button\" class=\"snippet__copy\" data-copy=\"starter-\(name)\""), "\(name) has a copy button")
                #expect(rest.contains("id=\"starter-\(name)\""))
            }
        }
    }

    @Test("the page of an unstyled built-in shows its facts, its properties with the token type each takes, and its starter",
          arguments: builtIns.filter { $0 != "button" })
    func unstyledPage(name: String) throws {
        let entry = try #require(ComponentCatalog.entry(named: ComponentName(name)))
        try Self.withStarterSite { server, _ in
            let html = try page(server, "/components/\(name)").replacingOccurrences(of: "&#39;", with: "'")
            #expect(html.contains("<h1"))
            #expect(html.contains("There are no previews"))
            #expect(html.contains("id=\"properties\"") && html.contains("id=\"starter\""))
            for property in entry.properties {
                #expect(html.contains("<code>\(property.name)</code>"), "\(name).\(property.name)")
                #expect(html.contains(property.summary), "\(name).\(property.name)")
                if let type = property.tokenType { #expect(html.contains("<code>\(type.rawValue)</code> token")) }
            }
            #expect(html.contains("swatchbook init --component \(name)"))
            #expect(try fetch(server, "/components/\(name)?style=primary").status == 400, "no variants to choose")
            #expect(try fetch(server, "/preview/\(name)").status == 404, "no previews without styles")
        }
    }

    @Test("the starter the API offers, saved as styles/NAME.json, passes a strict load with no diagnostic", arguments: builtIns.filter { $0 != "button" })
    func starterPassesCheck(name: String) throws {
        var content: [UInt8] = []
        try Self.withStarterSite { server, _ in
            let detail = try JSONParser.parse(fetch(server, "/api/components/\(name)").body)
            content = try #require(detail["starter"]?["content"]).serializedBytes(pretty: true)
        }
        let root = StarterConfigTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try StarterConfig.write(to: root).get()
        try Data(content).write(to: URL(fileURLWithPath: root + "/styles/\(name).json"))
        let config = try ConfigLoader(directory: root).load(strictness: .strict, publicFolder: .absent).get()
        #expect(config.warnings.isEmpty, "\(config.warnings.map(\.description))")
        #expect(config.components.styles[ComponentName(name)] != nil)
        #expect(config.components.catalog.map(\.about.name.rawValue).contains(name))
    }
}
