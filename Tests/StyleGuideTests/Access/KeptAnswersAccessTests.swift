import DesignSystem
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// What the server keeps and sends again unasked (``AnswerCache``) against the access rules: only
/// while the Config is public, never a reader's own answer, and never past a load.
@Suite("Kept answers and private access", .integration)
struct KeptAnswersAccessTests {
    @Test("an answer kept while public is not sent once a reload makes the Config private, nor a reader's own; public again, it is")
    func reloadToPrivate() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Harbor"}"#)
        defer { config.remove() }
        let store = SnapshotStore(try SnapshotLoader.load(configDirectory: config.directory).get())
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = try Application(store: store, publicDirectory: nil, logger: logger,
                                          access: AccessControl(recognizers: [TestRecognizer()]))
        try withServer(application.responder()) { server in
            let kept = try fetch(server, "/api/tokens?format=css")
            #expect(kept.status == 200 && store.answerGeneration != nil)
            #expect(try fetch(server, "/api/tokens?format=css").body == kept.body)
            try config.write(privateSettings())
            #expect(SnapshotLoader.reload(into: store) == nil)
            #expect(store.answerGeneration == nil)
            #expect(try fetch(server, "/api/tokens?format=css").status == 401)
            let reader = [("Authorization", "Test ci api")]
            for _ in 0..<2 {
                let own = try fetch(server, "/api/tokens?format=css", headers: reader)
                #expect(own.status == 200 && own.header("Cache-Control")?.hasPrefix("private") == true)
            }
            #expect(try fetch(server, "/api/tokens?format=css").status == 401, "asked again, still refused")
            try config.write(#"{"name": "Harbor"}"#)
            #expect(SnapshotLoader.reload(into: store) == nil)
            #expect(try fetch(server, "/api/tokens?format=css").status == 200)
            #expect(try fetch(server, "/api/tokens?format=css", headers: reader).header("Cache-Control")?.hasPrefix("public") == true)
        }
    }

    @Test("every load, failed or not, changes the generation answers are kept under")
    func generations() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Harbor"}"#)
        defer { config.remove() }
        let store = SnapshotStore(try SnapshotLoader.load(configDirectory: config.directory).get())
        let first = try #require(store.answerGeneration)
        try config.write(#"{"name": "Harbor", "port": "eighty"}"#)
        #expect(SnapshotLoader.reload(into: store) != nil)
        let afterFailure = try #require(store.answerGeneration)
        #expect(afterFailure > first)
        try config.write(#"{"name": "Harbor Two"}"#)
        #expect(SnapshotLoader.reload(into: store) == nil)
        #expect(try #require(store.answerGeneration) > afterFailure)
    }

    @Test("the shared-cache policy marks what the server may send again: not an answer that sets a cookie, a reader's own, or one marked never",
          arguments: [
              (false, AnswerReuse.unspecified, false, AnswerReuse.untilReload), (true, .unspecified, false, .unspecified),
              (false, .never, false, .never), (false, .unspecified, true, .never),
          ])
    func marking(setsCookie: Bool, given: AnswerReuse, readersOwn: Bool, expected: AnswerReuse) throws {
        let route = ClosureResponder { _ in
            var response = Response(contentType: .plainText, body: Payload("answer")).taggedWithETag()
            if setsCookie { response.headers.add("Set-Cookie", "sb-theme=dark") }
            response.reuse = given
            return response
        }
        var response = try route.sharedCaching { "public, max-age=0" }.respond(to: Request(method: .get, target: "/"))
        if readersOwn { PrivateCaching.mark(&response) }
        #expect(response.reuse == expected)
    }
}
