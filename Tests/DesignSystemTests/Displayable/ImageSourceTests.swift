import Testing
@testable import DesignSystem
@testable import DesignTokens

@Suite("Image sources")
struct ImageSourceTests {
    static let acceptedReferences: [(String, ImageSource, String)] = [
        ("images/people/ada.svg", .asset("images/people/ada.svg"), "/assets/images/people/ada.svg"),
        ("a.png", .asset("a.png"), "/assets/a.png"),
        ("/assets/images/a.png", .asset("images/a.png"), "/assets/images/a.png"),
        ("/images/a.png", .asset("images/a.png"), "/assets/images/a.png"),
        ("/assets", .asset("assets"), "/assets/assets"),
        ("images/a b.png", .asset("images/a b.png"), "/assets/images/a%20b.png"),
        ("images/Zoë.png", .asset("images/Zoë.png"), "/assets/images/Zo%C3%AB.png"),
        ("images/東京.svg", .asset("images/東京.svg"), "/assets/images/%E6%9D%B1%E4%BA%AC.svg"),
        ("images/a+b&c=d.png", .asset("images/a+b&c=d.png"), "/assets/images/a%2Bb%26c%3Dd.png"),
        ("images/100%.png", .asset("images/100%.png"), "/assets/images/100%25.png"),
        ("images/%2e%2e/x.png", .asset("images/%2e%2e/x.png"), "/assets/images/%252e%252e/x.png"),
        ("images/a'\"<b>.png", .asset("images/a'\"<b>.png"), "/assets/images/a%27%22%3Cb%3E.png"),
        ("images/A-Z_a.z~0-9.png", .asset("images/A-Z_a.z~0-9.png"), "/assets/images/A-Z_a.z~0-9.png"),
        ("images/a:b.png", .asset("images/a:b.png"), "/assets/images/a%3Ab.png"),
        ("images/v1.2/a..b.png", .asset("images/v1.2/a..b.png"), "/assets/images/v1.2/a..b.png"),
        ("https://cdn.example.com/a.png", .remote("https://cdn.example.com/a.png"), "https://cdn.example.com/a.png"),
        ("https://cdn.example.com/a.png?w=64#top", .remote("https://cdn.example.com/a.png?w=64#top"), "https://cdn.example.com/a.png?w=64#top"),
        ("HTTPS://CDN.EXAMPLE.COM/A.PNG", .remote("HTTPS://CDN.EXAMPLE.COM/A.PNG"), "HTTPS://CDN.EXAMPLE.COM/A.PNG"),
        ("https://user@cdn.example.com:8443/a.png", .remote("https://user@cdn.example.com:8443/a.png"), "https://user@cdn.example.com:8443/a.png"),
        ("https://example.com", .remote("https://example.com"), "https://example.com"),
    ]

    @Test("accepted references and the url they become", arguments: acceptedReferences)
    func accepted(_ text: String, _ expected: ImageSource, _ url: String) throws {
        let source = try ImageSource.parse(text).get()
        #expect(source == expected)
        #expect(source.url == url)
    }

    static let refusedReferences: [(String, String, String?)] = [
        ("javascript:alert(1)", "'javascript:' images are not allowed; use an https: URL or a path below Public/", "javascript"),
        ("JAVASCRIPT:alert(1)", "'javascript:' images are not allowed", "javascript"),
        ("data:image/png;base64,iVBORw0KGgo=", "'data:' images are not allowed", "data"),
        ("http://example.com/a.png", "'http:' images are not allowed", "http"),
        ("ftp://example.com/a.png", "'ftp:' images are not allowed", "ftp"),
        ("blob:https://example.com/1", "'blob:' images are not allowed", "blob"),
        ("C:\\images\\a.png", "'c:' images are not allowed", "c"),
        ("https://", "'https://' is not a complete https: URL such as https://example.com/a.png", nil),
        ("https:///a.png", "is not a complete https: URL", nil),
        ("https://?q=1", "is not a complete https: URL", nil),
        ("https://#x", "is not a complete https: URL", nil),
        ("https://:443/a.png", "is not a complete https: URL", nil),
        ("https://user@/a.png", "is not a complete https: URL", nil),
        ("https:example.com/a.png", "is not a complete https: URL", nil),
        ("https://exa mple.com/a.png", "is not a complete https: URL", nil),
        ("https://example.com/a.png\u{2028}", "starts or ends with whitespace", nil),
        ("https://example.com/\n", "must not contain control characters", nil),
        ("images/a\u{7F}.png", "must not contain control characters", nil),
        ("images/a\u{0}.png", "must not contain control characters", nil),
        ("", "'' is not a file path below Public/ such as images/avatar.png", nil),
        ("/", "'/' is not a file path below Public/", nil),
        ("/assets/", "'/assets/' is not a file path below Public/", nil),
        ("//evil.example/x.png", "'//evil.example/x.png' is not a file path below Public/", nil),
        ("images//a.png", "is not a file path below Public/", nil),
        ("images/", "is not a file path below Public/", nil),
        ("images\\a.png", "must not contain '\\', '?' or '#'", nil),
        ("images/a.png?v=2", "must not contain '\\', '?' or '#'", nil),
        ("images/a.png#x", "must not contain '\\', '?' or '#'", nil),
        ("../secret.png", "'../secret.png': a path must stay below Public/ (no '.' or '..' segments)", nil),
        ("images/../../x", "'images/../../x': a path must stay below Public/", nil),
        ("/assets/../Config/swatchbook.json", "no '.' or '..' segments", nil),
        ("./a.png", "no '.' or '..' segments", nil),
        ("images/./a.png", "no '.' or '..' segments", nil),
        (".hidden/a.png", "'.hidden/a.png': hidden files (starting with '.') are not served", nil),
        ("images/.git/config", "hidden files (starting with '.') are not served", nil),
        ("images/.env", "hidden files", nil),
        (" javascript:alert(1)", "' javascript:alert(1)' starts or ends with whitespace", nil),
        ("images/a.png ", "starts or ends with whitespace", nil),
        ("images/a\u{85}.png", "must not contain control characters", nil),
    ]

    @Test("refused references and why", arguments: refusedReferences)
    func refused(_ text: String, _ message: String, _ scheme: String?) {
        switch ImageSource.parse(text) {
        case .success(let source):
            Issue.record("'\(text)' was accepted as \(source)")
        case .failure(let error):
            #expect(error.message.contains(message), "message: \(error.message)")
            #expect(error.refusedScheme == scheme)
        }
    }

    @Test("an error made from a message refuses no scheme")
    func publicErrorInit() {
        let error = ImageSourceError("nope")
        #expect(error.message == "nope")
        #expect(error.refusedScheme == nil)
    }
}
