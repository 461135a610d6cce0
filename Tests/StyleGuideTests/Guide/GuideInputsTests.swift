import HTTPTestSupport
import MicroHTTP
import Testing
@testable import DesignSystem
@testable import DesignTokens
@testable import StyleGuide

/// Every modifier of the resolver is a switch: read from a query parameter of its own name, then
/// its cookie, then its default; the light/dark pair's modifier adds `auto`.
@Suite("Guide inputs: one choice per modifier", .integration)
struct GuideInputsTests {
    static let bundled = try! SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict).get()
    static let acme = try! SnapshotLoader.load(configDirectory: RepositoryPaths.acme, publicFolder: .absent, strictness: .strict).get()

    static func request(_ target: String, cookie: String? = nil) -> Request {
        var headers = Headers()
        if let cookie { headers.add("Cookie", cookie) }
        return Request(method: .get, target: target, headers: headers)
    }

    @Test("the switches offer every modifier: auto first for the light/dark pair's, which it is the default of")
    func modifiers() {
        #expect(Self.bundled.guideModifiers == [.init(name: "theme", choices: ["auto", "light", "dark"], defaultChoice: "auto")])
        #expect(Self.acme.guideModifiers == [
            .init(name: "mode", choices: ["auto", "light", "dark"], defaultChoice: "auto"),
            .init(name: "density", choices: ["comfortable", "compact"], defaultChoice: "comfortable"),
        ])
        #expect(Self.acme.colorScheme == ColorSchemePair(modifier: "mode", light: "light", dark: "dark"))
    }

    @Test("query, then cookie, then default; a query choice sets its cookie, auto clears it; whether a cookie chose", arguments: [
        ("/", nil, ["mode": "auto", "density": "comfortable"], [String](), false),
        ("/?density=compact", nil, ["mode": "auto", "density": "compact"],
         ["sb-density=compact; Path=/; Max-Age=31536000; SameSite=Lax"], false),
        ("/", "sb-mode=dark; sb-density=compact", ["mode": "dark", "density": "compact"], [], true),
        ("/?mode=auto", "sb-mode=dark", ["mode": "auto", "density": "comfortable"], ["sb-mode=; Path=/; Max-Age=0; SameSite=Lax"], false),
        ("/?mode=light&utm_source=slack", "x=1; sb-density=compact", ["mode": "light", "density": "compact"],
         ["sb-mode=light; Path=/; Max-Age=31536000; SameSite=Lax"], true),
        ("/", "sb-mode=sepia; sb-density=huge", ["mode": "auto", "density": "comfortable"], [], false),
        ("/", "sb-mode=auto; sb-density=comfortable", ["mode": "auto", "density": "comfortable"], [], false),
    ] as [(String, String?, [String: String], [String], Bool)])
    func resolve(target: String, cookie: String?, choices: [String: String], cookies: [String], chosenByCookie: Bool) throws {
        let (inputs, setCookies, byCookie) = try GuideInputs.resolve(Self.request(target, cookie: cookie),
                                                                      modifiers: Self.acme.guideModifiers)
        #expect(inputs.choices == choices)
        #expect(setCookies == cookies)
        #expect(byCookie == chosenByCookie)
    }

    @Test("a wrong or repeated choice is a 400 naming the choices", arguments: [
        ("/?mode=sepia", "'sepia' is not a choice of mode here; choices: auto, light, dark"),
        ("/?density=", "choices: comfortable, compact"),
        ("/?density=compact&density=comfortable", "choices: comfortable, compact"),
    ])
    func wrong(target: String, message: String) {
        #expect { try GuideInputs.resolve(Self.request(target), modifiers: Self.acme.guideModifiers) } throws: { error in
            guard let error = error as? HTTPError else { return false }
            return error.status == .badRequest && error.message.contains(message)
        }
    }

    @Test("a modifier named like one of the page's parameters is read from its cookie only")
    func reserved() throws {
        let modifiers = [GuideInputs.Modifier(name: "size", choices: ["regular", "large"], defaultChoice: "regular")]
        let (inputs, cookies, byCookie) = try GuideInputs.resolve(Self.request("/?size=small", cookie: "sb-size=large"),
                                                                  modifiers: modifiers, reserved: ["size"])
        #expect(inputs.choices == ["size": "large"] && cookies.isEmpty && byCookie)
    }

    @Test("error pages read choices leniently: a bad query value falls back to the cookie, then the default")
    func lenient() {
        let inputs = GuideInputs.lenient(Self.request("/?mode=sepia&density=huge", cookie: "sb-mode=dark"),
                                         modifiers: Self.acme.guideModifiers)
        #expect(inputs.choices == ["mode": "dark", "density": "comfortable"])
    }

    @Test("auto shows the light context's values; the query keeps the resolver's order")
    func contexts() throws {
        let (inputs, _, _) = try GuideInputs.resolve(Self.request("/?density=compact"), modifiers: Self.acme.guideModifiers)
        #expect(inputs.contexts(scheme: Self.acme.colorScheme) == ["mode": "light", "density": "compact"])
        #expect(inputs.query().map { "\($0.name)=\($0.value)" } == ["mode=auto", "density=compact"])
        #expect(inputs.query(replacing: "mode", with: "dark").map { "\($0.name)=\($0.value)" } == ["mode=dark", "density=compact"])
    }

    @Test("cookie names and values are percent-encoded, so any modifier name is safe")
    func cookieNames() {
        #expect(GuideInputs.cookieName(for: "colour scheme") == "sb-colour%20scheme")
        #expect(GuideInputs.cookie(for: "a;b", value: "x=y") == "sb-a%3Bb=x%3Dy; Path=/; Max-Age=31536000; SameSite=Lax")
        var headers = Headers()
        headers.add("Cookie", "sb-a%3Bb=x%3Dy")
        #expect(GuideInputs.cookieValue(for: "a;b", in: headers) == "x=y")
    }
}

/// The light/dark pair `auto` picks between: set in swatchbook.json, or found by the contexts' names.
@Suite("The colour-scheme pair", .integration)
struct ColorSchemePairTests {
    static func modifier(_ name: String, _ contexts: [String]) -> ResolverModifier {
        ResolverModifier(name: name, description: nil, contexts: contexts.map { ($0, []) }, defaultContext: contexts.first,
                         origin: TokenOrigin(file: "r.json", pointer: .root))
    }

    @Test("found by the names light and dark, in any case, on the first modifier that has both", arguments: [
        ([("density", ["compact", "roomy"]), ("appearance", ["Light", "Dark", "Dim"])], ColorSchemePair(modifier: "appearance", light: "Light", dark: "Dark")),
        ([("brand", ["a", "b"])], nil),
        ([("theme", ["light"])], nil),
    ] as [([(String, [String])], ColorSchemePair?)])
    func detection(modifiers: [(String, [String])], expected: ColorSchemePair?) {
        #expect(ColorSchemePair.find(in: modifiers.map { Self.modifier($0.0, $0.1) }, setting: nil) == expected)
    }

    @Test("the setting wins over the names")
    func setting() {
        let set = ColorSchemePair(modifier: "mode", light: "day", dark: "night")
        #expect(ColorSchemePair.find(in: [Self.modifier("theme", ["light", "dark"]), Self.modifier("mode", ["day", "night"])],
                                     setting: set) == set)
    }

    @Test("a setting naming what the resolver lacks is an error with the JSON path", arguments: [
        (ColorSchemePair(modifier: "scheme", light: "day", dark: "night"), "/colorScheme/modifier", "'scheme' is not a modifier of the resolver (modifiers: mode)"),
        (ColorSchemePair(modifier: "mode", light: "day", dark: "dusk"), "/colorScheme/dark", "'dusk' is not a context of 'mode' (day, night)"),
    ])
    func problems(pair: ColorSchemePair, path: String, message: String) {
        let found = pair.problems(in: [Self.modifier("mode", ["day", "night"])], file: "swatchbook.json")
        #expect(found.map(\.path.description) == [path])
        #expect(found.first?.message == message)
    }

    @Test("read from swatchbook.json; a member missing or the same context twice is an error", arguments: [
        (#"{"colorScheme": {"modifier": "mode", "light": "day", "dark": "night"}}"#, nil),
        (#"{"colorScheme": {"modifier": "mode", "light": "day"}}"#, "/colorScheme/dark"),
        (#"{"colorScheme": {"modifier": "mode", "light": "day", "dark": "day"}}"#, "/colorScheme/dark"),
        (#"{"colorScheme": "mode"}"#, "/colorScheme"),
    ] as [(String, String?)])
    func settings(text: String, errorPath: String?) {
        switch Settings.parse(Array(text.utf8), file: "swatchbook.json") {
        case .success(let settings):
            #expect(errorPath == nil)
            #expect(settings.colorScheme == ColorSchemePair(modifier: "mode", light: "day", dark: "night"))
        case .failure(let problems):
            #expect(problems.list.first?.path.description == errorPath, "\(problems)")
        }
    }
}
