import HTTPTestSupport
import Testing
@testable import MicroHTTP

@Suite("Percent-decoding and request targets")
struct PercentDecodingTests {
    @Test("valid escapes decode", arguments: [
        ("plain", "plain", false),
        ("a%20b", "a b", false),
        ("caf%C3%A9", "café", false),
        ("a+b", "a+b", false),
        ("a+b", "a b", true),
        ("%2B", "+", true),
        ("%2e%2E", "..", false),
        ("%252e", "%2e", false),
    ])
    func decodes(input: String, expected: String, plusAsSpace: Bool) {
        #expect(PercentDecoding.decode(input, plusAsSpace: plusAsSpace) == expected)
    }

    @Test("malformed escapes are refused", arguments: ["%", "%2", "%zz", "a%g1", "%00", "%C3", "%FF%FE", "abc%"])
    func refuses(input: String) {
        #expect(PercentDecoding.decode(input) == nil)
    }

    @Test("targets split into path and decoded query", arguments: [
        ("/", "/", [String]()),
        ("/api/tokens?format=css&theme=dark", "/api/tokens", ["format=css", "theme=dark"]),
        ("/search?q=a+b%21&flag", "/search", ["q=a b!", "flag="]),
        ("/x?a=1&&b=2&", "/x", ["a=1", "b=2"]),
        ("/x?k=%3D%26", "/x", ["k==&"]),
    ])
    func parsesTargets(target: String, path: String, query: [String]) {
        let request = Request(method: .get, target: target)
        #expect(request.rejection == nil)
        #expect(request.path == path)
        #expect(request.query.map { "\($0.name)=\($0.value)" } == query)
    }

    @Test("bad targets are recorded as 400 rejections", arguments: [
        ("noslash", "starting with '/'"),
        ("/a b", "cannot contain"),
        ("/caf\u{e9}", "cannot contain"),
        ("/x#frag", "fragment"),
        ("/x?a=%zz", "value of query parameter 'a'"),
        ("/x?%zz=1", "parameter name"),
        ("/x?a=%C3", "value of query parameter 'a'"),
    ])
    func rejectsTargets(target: String, fragment: String) throws {
        let request = Request(method: .get, target: target)
        let rejection = try #require(request.rejection)
        #expect(rejection.status == .badRequest)
        #expect(rejection.message.contains(fragment), "\(rejection.message)")
    }

    @Test("OPTIONS * is a valid target only for OPTIONS")
    func asteriskForm() {
        #expect(Request(method: .options, target: "*").rejection == nil)
        #expect(Request(method: .get, target: "*").rejection?.status == .badRequest)
    }

    @Test("header values cannot smuggle new lines")
    func headerInjection() {
        var headers = Headers()
        headers.add("X-Test", "a\r\nSet-Cookie: evil")
        #expect(headers["x-test"] == "a  Set-Cookie: evil")
    }
}
