import Glibc
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// Serves `/metrics` of the bundled Config, and reads it.
private func metrics(of server: Server) throws -> MetricsText {
    let response = try fetch(server, "/metrics")
    #expect(response.status == 200)
    return MetricsText(response.text)
}

/// Reads `/metrics` until `condition` holds of it (a request is counted once its response has
/// been sent, which may be just after the client has read it), or 3 s pass; returns the last reading.
private func metrics(of server: Server, when condition: (MetricsText) -> Bool) throws -> MetricsText {
    var last = try metrics(of: server)
    _ = eventually {
        last = (try? metrics(of: server)) ?? last
        return condition(last)
    }
    return last
}

@Suite("GET /metrics", .integration)
struct MetricsRouteTests {
    @Test("answers the Prometheus text format, never cached")
    func format() throws {
        try withBundledApp { server in
            let response = try fetch(server, "/metrics")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
            #expect(response.header("Cache-Control") == "no-store")
            #expect(response.text.contains("# TYPE swatchbook_build_info gauge"))
        }
    }

    @Test("requests are counted by route pattern, method and status class, exactly as sent")
    func requestCounters() throws {
        try withBundledApp { server in
            for _ in 0..<3 { #expect(try fetch(server, "/api/tokens?format=css").status == 200) }
            for _ in 0..<2 { #expect(try fetch(server, "/api/tokens/no.such.token").status == 404) }
            #expect(try fetch(server, "/nothing/here").status == 404)
            #expect(try fetch(server, "HEAD", "/healthz").status == 200)
            #expect(try fetch(server, "DELETE", "/healthz").status == 405)
            let name = "swatchbook_http_requests_total"
            let expected: [([String: String], Double)] = [
                (["route": "/api/tokens", "method": "GET", "status": "2xx"], 3),
                (["route": "/api/tokens/{id}", "method": "GET", "status": "4xx"], 2),
                (["route": "unmatched", "method": "GET", "status": "4xx"], 1),
                (["route": "/healthz", "method": "HEAD", "status": "2xx"], 1),
                (["route": "/healthz", "method": "DELETE", "status": "4xx"], 1),
            ]
            let text = try metrics(of: server) { text in expected.allSatisfy { text.value(name, $0.0) == $0.1 } }
            for (labels, count) in expected { #expect(text.value(name, labels) == count, "\(labels)") }
            // Only these series and the scrapes' own moved; no raw path is ever a label.
            let others = text.all(name).filter { $0.labels["route"] != "/metrics" }
            #expect(others.count == expected.count)
            #expect(!text.samples.contains { $0.labels.values.contains { $0.contains("no.such.token") || $0.contains("nothing") } })
        }
    }

    @Test("a method the server does not implement is answered 501 and counted as status 501, never 5xx")
    func notImplementedApart() throws {
        try withBundledApp { server in
            for method in ["BREW", "PROPFIND"] { #expect(try fetch(server, method, "/").status == 501) }
            #expect(try fetch(server, "BREW", "/no/such/page").status == 501)
            let name = "swatchbook_http_requests_total"
            let expected: [([String: String], Double)] = [
                (["route": "/", "method": "other", "status": "501"], 2),
                (["route": "unmatched", "method": "other", "status": "501"], 1),
            ]
            let text = try metrics(of: server) { text in expected.allSatisfy { text.value(name, $0.0) == $0.1 } }
            for (labels, count) in expected { #expect(text.value(name, labels) == count, "\(labels)") }
            #expect(!text.all(name).contains { $0.labels["status"] == "5xx" })
        }
    }

    @Test("status labels: the class, but 501 apart", arguments: [
        (100, "1xx"), (200, "2xx"), (304, "3xx"), (404, "4xx"), (405, "4xx"), (500, "5xx"), (501, "501"), (503, "5xx"),
        (599, "5xx"), (999, "5xx"),
    ])
    func statusLabel(status: Int, label: String) {
        let request = FinishedRequest(route: nil, method: .get, status: status, bodyBytesSent: 0, nanoseconds: 0)
        #expect(MetricNames.statusClasses[RouteMetrics.statusIndex(request)] == label)
    }

    @Test("the latency histogram and the bytes follow the requests sent")
    func histogramAndBytes() throws {
        try withBundledApp { server in
            let body = try fetch(server, "/api/tokens?format=css").body
            for _ in 0..<3 { _ = try fetch(server, "/api/tokens?format=css") }
            let route = ["route": "/api/tokens"]
            let text = try metrics(of: server) { $0.value("swatchbook_http_request_duration_seconds_count", route) == 4 }
            #expect(text.value("swatchbook_http_request_duration_seconds_count", route) == 4)
            #expect(text.value("swatchbook_http_response_bytes_total", route) == Double(4 * body.count))
            let buckets = text.all("swatchbook_http_request_duration_seconds_bucket").filter { $0.labels["route"] == "/api/tokens" }
            #expect(buckets.count == MetricNames.durationBuckets.count + 1)
            let counts = buckets.map(\.value)
            #expect(counts == counts.sorted(), "cumulative buckets never decrease")
            #expect(buckets.first { $0.labels["le"] == "+Inf" }?.value == 4)
            #expect((text.value("swatchbook_http_request_duration_seconds_sum", route) ?? 0) > 0)
        }
    }

    @Test("a scrape is counted under /metrics alone, and two servers in one process count apart")
    func scrapesAndSeparateServers() throws {
        try withBundledApp { first in
            try withBundledApp { second in
                _ = try fetch(first, "/healthz")
                _ = try metrics(of: first)
                let name = "swatchbook_http_requests_total"
                let scrapes = ["route": "/metrics", "method": "GET", "status": "2xx"]
                // A scrape is counted once its answer is sent, so a reading may miss the scrape just
                // before it; on a loaded machine, several. Read until one shows every earlier scrape
                // (each reading is itself a scrape, so waiting for a fixed count could pass it by).
                var earlier = 1
                var text = try metrics(of: first)
                while text.value(name, scrapes) != Double(earlier), earlier < 100 {
                    usleep(20_000)
                    earlier += 1
                    text = try metrics(of: first)
                }
                #expect(text.value(name, scrapes) == Double(earlier), "every earlier scrape, each once, under /metrics")
                #expect(text.value(name, ["route": "/healthz", "method": "GET", "status": "2xx"]) == 1)
                let other = try metrics(of: second)
                #expect(other.all(name).isEmpty, "the second server has answered nothing but this scrape yet")
            }
        }
    }

    @Test("build info names the version")
    func buildInfo() throws {
        try withBundledApp { server in
            let info = try metrics(of: server).all("swatchbook_build_info")
            #expect(info.count == 1)
            #expect(info.first?.value == 1)
            #expect(info.first?.labels["version"] == SwatchbookVersion.current)
            #expect(info.first?.labels["libmicrohttpd"]?.first?.isNumber == true)
        }
    }

    @Test("the gauges match the Config, and reloads and their failures are counted")
    func reloads() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Metrics"}"#)
        defer { config.remove() }
        try withSite(config: config.directory) { server, store in
            var text = try metrics(of: server)
            // The temporary Config: ink and paper in core, text per theme; a light and a dark theme.
            #expect(text.value("swatchbook_tokens") == 3)
            #expect(text.value("swatchbook_permutations") == 2)
            #expect(text.value("swatchbook_components") == 0)
            #expect(text.value("swatchbook_config_reloads_total") == 0)
            #expect(text.value("swatchbook_config_last_reload_successful") == 1)

            try config.writeFile("tokens/light.tokens.json", """
            {"color": {"text": {"$type": "color", "$value": "{color.ink}"}, "muted": {"$type": "color", "$value": "{color.ink}"}}}
            """)
            try config.writeFile("tokens/dark.tokens.json", """
            {"color": {"text": {"$type": "color", "$value": "{color.paper}"}, "muted": {"$type": "color", "$value": "{color.paper}"}}}
            """)
            #expect(SnapshotLoader.reload(into: store) == nil)
            text = try metrics(of: server)
            #expect(text.value("swatchbook_config_reloads_total") == 1)
            #expect(text.value("swatchbook_config_reload_failures_total") == 0)
            #expect(text.value("swatchbook_tokens") == 4)

            try config.writeFile("tokens/core.tokens.json", "{ not json")
            #expect(SnapshotLoader.reload(into: store) != nil)
            text = try metrics(of: server)
            #expect(text.value("swatchbook_config_reloads_total") == 2)
            #expect(text.value("swatchbook_config_reload_failures_total") == 1)
            #expect(text.value("swatchbook_config_last_reload_successful") == 0)
            #expect(text.value("swatchbook_tokens") == 4, "the previous Config keeps serving")
        }
    }
}
