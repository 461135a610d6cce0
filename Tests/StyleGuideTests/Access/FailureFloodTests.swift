import HTTPTestSupport
import MicroHTTP
import Synchronization
import Testing
@testable import StyleGuide

/// The product's machine-token recognizer, counting how often the gate asks it, by client address.
final class CountingRecognizer: ReaderRecognizer {
    let inner: MachineTokenRecognizer
    private let asked = Mutex<[String: Int]>([:])

    init(_ inner: MachineTokenRecognizer) { self.inner = inner }

    var method: ReaderMethod? { inner.method }

    func recognize(_ request: Request) -> Recognition {
        asked.withLock { $0[request.peer?.description ?? "-", default: 0] += 1 }
        return inner.recognize(request)
    }

    /// How many requests from `address` reached the token check.
    func asked(from address: String) -> Int { asked.withLock { $0[address] ?? 0 } }
}

/// A flood of bad tokens from one loopback address against the real server, beside other readers
/// on other loopback addresses (Linux routes all of 127.0.0.0/8 to `lo`; each client binds its own).
@Suite("A flood of bad tokens from one address, over loopback", .serialized, .integration)
struct FailureFloodTests {
    static let flood = 1_000
    static let limit = 25
    static let attacker = "127.0.0.2"

    @Test("1,000 bad tokens from one address get 429 with Retry-After past the limit, without the token check; a reader and an anonymous client elsewhere are answered as before")
    func floodFromOneAddress() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let good = try fixture.create("reader", scopes: [.api])
        let tokens = CountingRecognizer(MachineTokenRecognizer(tokens: MachineTokenSet(disk: fixture.disk())))
        let settings = privateSettings(#""limits": {"accessFailuresPerMinute": \#(Self.limit)}"#)
        try withAccessSite(settings: settings, access: AccessControl(recognizers: [tokens])) { server, application in
            func ask(from address: String, _ authorization: String?) throws -> RawResponse {
                try RawConnection(port: server.port, from: address)
                    .request("GET", "/api/tokens", headers: authorization.map { [("Authorization", $0)] } ?? [])
            }
            /// `swatchbook_access_events_total{kind, method}` in `/metrics` now.
            func events(_ kind: String, _ method: String) -> Int {
                let prefix = #"swatchbook_access_events_total{kind="\#(kind)",method="\#(method)"} "#
                let exposition = String(decoding: application.metrics.exposition(), as: UTF8.self)
                return exposition.split(separator: "\n").first { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) } ?? 0
            }
            // A first read builds the cached answer; a cold route may be answered twice over (its
            // slow work deferred to a render thread), so the counts below start after it, from another address.
            #expect(try ask(from: "127.0.0.4", "Bearer \(good.text)").status == 200)
            let usesBefore = events("token-use", "token")
            var statuses: [Int: Int] = [:]
            var waits: Set<Int> = []
            var others = (reads: 0, anonymous: 0, attackerReads: 0)
            for index in 0..<Self.flood {
                let bad = MachineTokenSecret.generate()  // well formed, unknown: the whole token check
                let answer = try ask(from: Self.attacker, "Bearer \(bad.text)")
                statuses[answer.status, default: 0] += 1
                if answer.status == 429 { waits.insert(Int(answer.header("Retry-After") ?? "") ?? -1) }
                guard index % 100 == 99 else { continue }
                // Meanwhile: a reader with a good token, and a browser not signed in, each from an address of its own.
                #expect(try ask(from: "127.0.0.1", "Bearer \(good.text)").status == 200)
                #expect(try ask(from: "127.0.0.3", nil).status == 401)
                // The slowed address is slowed whatever it sends, a good token included.
                #expect(try ask(from: Self.attacker, "Bearer \(good.text)").status == 429)
                others.reads += 1
                others.anonymous += 1
                others.attackerReads += 1
            }
            #expect(statuses == [401: Self.limit, 429: Self.flood - Self.limit], "\(statuses)")
            #expect(!waits.isEmpty && waits.allSatisfy { (1...60).contains($0) }, "Retry-After: \(waits.sorted())")
            // The cheap refusal: past the limit the gate answers before any token is hashed or compared.
            #expect(tokens.asked(from: Self.attacker) == Self.limit)
            #expect(tokens.asked(from: "127.0.0.1") == others.reads)
            #expect(tokens.asked(from: "127.0.0.3") == others.anonymous)
            // Right after: the others still are not slowed.
            #expect(try ask(from: "127.0.0.1", "Bearer \(good.text)").status == 200)
            #expect(try ask(from: "127.0.0.3", nil).status == 401)
            #expect(events("refusal", "token") == Self.limit)
            #expect(events("rate-limited", "none") == Self.flood - Self.limit + others.attackerReads)
            #expect(events("token-use", "token") - usesBefore == others.reads + 1)
            #expect(events("anonymous", "none") == others.anonymous + 1)
        }
    }
}
