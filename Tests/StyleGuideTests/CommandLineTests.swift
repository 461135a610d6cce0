import DesignSystem
import Foundation
import HTTPTestSupport
import Synchronization
import Testing

@Suite("swatchbook serve, as a process", .serialized, .integration)
struct CommandLineTests {
    @Test("prints the listening line, serves, and exits 0 soon after SIGTERM")
    func serveAndTerminate() throws {
        let serve = try SwatchbookProcess(["serve", "--port", "0", "--config", "Config", "--public", "Public"])
        let port = try serve.waitForPort()
        #expect(port > 0)
        #expect(serve.standardOutput.contains("listening on http://127.0.0.1:\(port)"))
        let response = try RawConnection(port: port).request("GET", "/healthz")
        #expect(try JSONParser.parse(response.body)["status"] == "ok")
        let stopping = ContinuousClock.now
        serve.send(SIGTERM)
        #expect(serve.waitForExit(timeout: .seconds(3)) == 0)
        #expect(ContinuousClock.now - stopping < .seconds(2))
        let accessLine = serve.standardError.split(separator: "\n").first { $0.contains("GET /healthz") }.map(String.init)
        let format = #/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ info swatchbook: GET /healthz 200 [1-9]\d*B \d+µs$/#
        #expect(accessLine?.wholeMatch(of: format) != nil, "\(serve.standardError)")
    }

    @Test("under concurrent load every request gets one whole access line, none lost at exit")
    func accessLinesUnderLoad() throws {
        let serve = try SwatchbookProcess(["serve", "--port", "0", "--threads", "4", "--config", "Config", "--public", "Public"])
        let port = try serve.waitForPort()
        let connections = 8, requests = 150
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: connections) { client in
            do {
                let connection = try RawConnection(port: port)
                for index in 0..<requests {
                    let response = try connection.request("GET", "/no-such-page/c\(client)-r\(index)")
                    if response.status != 404 { failures.withLock { $0.append("c\(client)-r\(index): \(response.status)") } }
                }
            } catch {
                failures.withLock { $0.append("client \(client): \(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
        serve.send(SIGTERM)
        #expect(serve.waitForExit(timeout: .seconds(3)) == 0)
        // Well over the 32 KB a buffer holds, written from four threads' buffers into one pipe.
        let lines = serve.standardError.split(separator: "\n").filter { $0.contains(" /no-such-page/") }
        let format = #/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ info swatchbook: GET /no-such-page/(c\d+-r\d+) 404 [1-9]\d*B \d+µs$/#
        var counts: [String: Int] = [:]
        for line in lines {
            guard let match = line.wholeMatch(of: format) else {
                Issue.record("not one whole access line: \(line)")
                continue
            }
            counts[String(match.1), default: 0] += 1
        }
        #expect(counts.count == connections * requests, "one line for each request")
        #expect(counts.values.allSatisfy { $0 == 1 }, "no line twice")
        // Every request was answered before SIGTERM, so its line comes before the server says it has
        // stopped. An access line is written once libmicrohttpd reports the response sent, which can
        // come a moment after the client has read it, so the last lines may follow "stopping".
        let all = serve.standardError.split(separator: "\n")
        let lastAccess = all.lastIndex { $0.contains(" /no-such-page/") }
        let stopping = all.firstIndex { $0.hasSuffix("info swatchbook: stopping: finishing requests in flight") }
        let stopped = all.firstIndex { $0.hasSuffix("info swatchbook: stopped") }
        #expect(lastAccess != nil && stopping != nil && stopped != nil)
        if let lastAccess, let stopping, let stopped { #expect(lastAccess < stopped && stopping < stopped) }
    }

    @Test("SIGINT stops it too")
    func interrupt() throws {
        let serve = try SwatchbookProcess(["serve", "--port", "0"])
        _ = try serve.waitForPort()
        serve.send(SIGINT)
        #expect(serve.waitForExit() == 0)
    }

    @Test("the PORT environment variable overrides the configured port")
    func portFromEnvironment() throws {
        let free = try Self.freePort()
        let serve = try SwatchbookProcess(["serve"], environment: ["PORT": String(free)])
        #expect(try serve.waitForPort() == free)
        serve.send(SIGTERM)
        #expect(serve.waitForExit() == 0)
    }

    @Test("SIGHUP reloads the Config; a broken edit keeps the old one serving")
    func reloadOnHangUp() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Before"}"#)
        defer { config.remove() }
        let serve = try SwatchbookProcess(["serve", "--port", "0", "--config", config.directory])
        let port = try serve.waitForPort()
        try config.write(#"{"name": "After"}"#)
        serve.send(SIGHUP)
        #expect(eventually { (try? RawConnection(port: port).request("GET", "/"))?.text.contains("After") == true })
        try config.write(#"{"name": 42}"#)
        serve.send(SIGHUP)
        #expect(eventually {
            let health = (try? RawConnection(port: port).request("GET", "/healthz")).flatMap { try? JSONParser.parse($0.body) }
            return health?["status"] == "degraded"
        })
        #expect(try RawConnection(port: port).request("GET", "/").text.contains("After"))
        serve.send(SIGTERM)
        #expect(serve.waitForExit() == 0)
        #expect(serve.standardError.contains("/name"))
    }

    @Test("an invalid Config exits 1 naming the file and the JSON path")
    func invalidConfig() throws {
        let config = try TemporaryConfig(settings: "{\n  \"limits\": {\"connections\": \"many\"}\n}")
        defer { config.remove() }
        let serve = try SwatchbookProcess(["serve", "--port", "0", "--config", config.directory])
        #expect(serve.waitForExit() == 1)
        let message = serve.standardError
        #expect(message.contains(config.directory + "/swatchbook.json:2"))
        #expect(message.contains("/limits/connections"))
        #expect(message.contains("wrong-type"))
    }

    @Test("usage errors exit 2", arguments: [
        ["serve", "--port", "70000"], ["serve", "--threads", "0"], ["serve", "--bogus"], ["frobnicate"],
    ])
    func usageErrors(arguments: [String]) throws {
        let serve = try SwatchbookProcess(arguments)
        #expect(serve.waitForExit() == 2)
        #expect(!serve.standardError.isEmpty)
    }

    @Test("the HOST environment variable overrides swatchbook.json's host; --host overrides HOST; a bad one is a usage error")
    func hostFromEnvironment() throws {
        let environment = try SwatchbookProcess(["serve", "--port", "0"], environment: ["HOST": "0.0.0.0"])
        _ = try environment.waitForPort()
        #expect(environment.standardOutput.contains("listening on http://0.0.0.0:"), "\(environment.standardOutput)")
        environment.send(SIGTERM)
        #expect(environment.waitForExit() == 0)
        let flag = try SwatchbookProcess(["serve", "--port", "0", "--host", "127.0.0.1"], environment: ["HOST": "0.0.0.0"])
        _ = try flag.waitForPort()
        #expect(flag.standardOutput.contains("listening on http://127.0.0.1:"), "\(flag.standardOutput)")
        flag.send(SIGTERM)
        #expect(flag.waitForExit() == 0)
        let bad = try SwatchbookProcess(["serve", "--port", "0"], environment: ["HOST": "0.0.0.0/8"])
        #expect(bad.waitForExit() == 2)
        #expect(bad.standardError.contains("HOST"))
    }

    @Test("a bad PORT is a usage error; a port in use fails with a clear message")
    func badPorts() throws {
        let bad = try SwatchbookProcess(["serve"], environment: ["PORT": "eighty"])
        #expect(bad.waitForExit() == 2)
        #expect(bad.standardError.contains("PORT"))
        let first = try SwatchbookProcess(["serve", "--port", "0"])
        let port = try first.waitForPort()
        let second = try SwatchbookProcess(["serve", "--port", String(port)])
        #expect(second.waitForExit() == 1)
        #expect(second.standardError.contains("\(port)"))
        first.send(SIGTERM)
        #expect(first.waitForExit() == 0)
    }

    /// A port that was free a moment ago.
    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw SwatchbookProcessError("could not find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
