import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// A search's words are deduplicated and capped in number and length, so that no query costs
/// much more than another; the caps and the render threads are settings of `limits`.
@Suite("Search limits", .integration)
struct SearchLimitsTests {
    @Test("words are folded, each kept once, in the order first written", arguments: [
        ("a a a a", ["a"]), ("brand Brand BRAND 500", ["brand", "500"]), ("b a b", ["b", "a"]), ("é e É", ["e"]),
        ("  ", []), ("color.brand.500, color.brand.500!", ["color.brand.500"]),
    ])
    func deduplicated(query: String, words: [String]) {
        #expect(SearchTerms(query).words == words)
    }

    @Test("8 KB of one word repeated is one word, within the limits")
    func repeatedWord() {
        let terms = SearchTerms(String(repeating: "a ", count: 4096))
        #expect(terms.words == ["a"])
        #expect(SearchLimits().refusal(of: terms) == nil)
    }

    @Test("more distinct words than searchTerms, or a word longer than searchTermBytes, is refused naming the setting",
          arguments: [
              (9, 5, "searchTerms", "the search has 9 different words; the limit is 8 words"),
              (8, 129, "searchTermBytes", "has 129 bytes; the limit is 128 bytes"),
          ])
    func refused(words: Int, length: Int, setting: String, message: String) throws {
        let query = (0..<words).map { index in String(repeating: "x", count: length - 1) + String(UnicodeScalar(97 + index)!) }
        let refusal = try #require(SearchLimits().refusal(of: SearchTerms(query.joined(separator: " "))))
        #expect(refusal.status == .badRequest)
        #expect(refusal.message.contains(message), "\(refusal.message)")
        #expect(refusal.message.hasSuffix("(\"limits\": {\"\(setting)\": …} in swatchbook.json)"))
        let within = query.prefix(8).map { String($0.prefix(128)) }.joined(separator: " ")
        #expect(SearchLimits().refusal(of: SearchTerms(within)) == nil)
    }

    @Test("repeating a word finds what the word alone finds, ranked alike")
    func repeatedFindsTheSame() throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict).get()
        let once = snapshot.search.search("brand 500").map(\.url)
        #expect(!once.isEmpty)
        #expect(snapshot.search.search("brand brand 500 Brand 500").map(\.url) == once)
    }

    @Test("byte matching finds a word anywhere in a key, and nothing that is not there", arguments: [
        ("a", "", false), ("ab", "a", false), ("a", "a", true), ("bc", "abcd", true), ("cd", "abcd", true), ("ce", "abcd", false),
        ("aab", "aaaaaaab", true), ("été", "un été", true), ("x", String(repeating: "y", count: 10_000) + "x", true),
    ])
    func occurs(word: String, key: String, found: Bool) {
        #expect(SearchIndex.occurs(word, in: key) == found)
    }

    @Test("searchTerms, searchTermBytes, renderThreads, queuedRenders and answerCacheBytes are read from limits, in range")
    func settings() throws {
        let json = #"{"limits": {"searchTerms": 4, "searchTermBytes": 64, "renderThreads": 3, "queuedRenders": 0, "answerCacheBytes": 0}}"#
        let settings = try Settings.parse(Array(json.utf8), file: "swatchbook.json").get()
        #expect(settings.searchLimits.terms == 4 && settings.searchLimits.termBytes == 64)
        #expect(settings.limits.renderThreads == 3 && settings.limits.queuedRenders == 0 && settings.limits.answerCacheBytes == 0)
        #expect(Settings().searchLimits == SearchLimits())
        for bad in [#""searchTerms": 0"#, #""searchTermBytes": 5000"#, #""renderThreads": 0"#, #""queuedRenders": -1"#,
                    #""answerCacheBytes": -1"#, #""answerCacheBytes": 4294967296"#] {
            guard case .failure(let problems) = Settings.parse(Array(#"{"limits": {\#(bad)}}"#.utf8), file: "swatchbook.json") else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(problems.first?.path.description.hasPrefix("/limits/") == true, "\(bad) \(problems)")
        }
    }

    @Test("the search page: a repeated word answers, too many words or too long a word is a 400 naming the setting")
    func page() throws {
        try withBundledApp { server in
            let repeated = try fetch(server, "/search?q=" + Array(repeating: "brand", count: 1300).joined(separator: "+"))
            #expect(repeated.status == 200 && repeated.text.contains("/tokens/color#color.brand.500"))
            let many = try fetch(server, "/search?q=" + (0..<9).map { "w\($0)" }.joined(separator: "+"))
            #expect(many.status == 400 && many.text.contains("searchTerms"))
            let long = try fetch(server, "/search?q=" + String(repeating: "z", count: 200))
            #expect(long.status == 400 && long.text.contains("searchTermBytes"))
        }
    }
}
