import MicroHTTP
@testable import StyleGuide
import Testing

/// The request series counted per thread (``RouteMetrics``): added up over threads when read, and
/// written in the Prometheus text format the shared registry used before.
@Suite struct RouteMetricsThreadTests {
    /// `RouteMetrics`'s exposition alone, read back.
    private func exposition(of observers: [RouteMetrics]) -> MetricsText {
        var buffer: [UInt8] = []
        RouteMetrics.emit(observers, into: &buffer)
        return MetricsText(String(decoding: buffer, as: UTF8.self))
    }

    private func request(route: Int?, status: Int = 200, bytes: Int = 10, nanoseconds: Int) -> FinishedRequest {
        FinishedRequest(route: route, method: .get, status: status, bodyBytesSent: bytes, nanoseconds: nanoseconds)
    }

    @Test("counts made on several threads add up, each series once")
    func threadsAddUp() async {
        let metrics = RouteMetrics(patterns: ["/a", "/b/{id}"])
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<250 { metrics.requestFinished(self.request(route: 0, nanoseconds: 50_000)) } }
            }
        }
        metrics.requestFinished(request(route: 1, status: 404, bytes: 3, nanoseconds: 2_000_000))
        let text = exposition(of: [metrics])
        #expect(text.value("swatchbook_http_requests_total", ["route": "/a", "method": "GET", "status": "2xx"]) == 1000)
        #expect(text.value("swatchbook_http_requests_total", ["route": "/b/{id}", "method": "GET", "status": "4xx"]) == 1)
        #expect(text.value("swatchbook_http_request_duration_seconds_count", ["route": "/a"]) == 1000)
        #expect(text.value("swatchbook_http_response_bytes_total", ["route": "/a"]) == 10_000)
        #expect(text.value("swatchbook_http_request_duration_seconds_sum", ["route": "/a"]) == 0.05)
        #expect(text.value("swatchbook_http_request_duration_seconds_bucket", ["route": "/a", "le": "0.0001"]) == 1000)
        #expect(text.value("swatchbook_http_request_duration_seconds_bucket", ["route": "/b/{id}", "le": "0.001"]) == 0)
        #expect(text.value("swatchbook_http_request_duration_seconds_bucket", ["route": "/b/{id}", "le": "0.0025"]) == 1)
        #expect(text.value("swatchbook_http_request_duration_seconds_bucket", ["route": "/b/{id}", "le": "+Inf"]) == 1)
        #expect(text.all("swatchbook_http_requests_total").count == 2, "only the series that moved")
        #expect(text.value("swatchbook_http_request_duration_seconds_count", ["route": "unmatched"]) == nil)
    }

    @Test("a request slower than the last bucket counts in +Inf and the count alone")
    func slowerThanEveryBucket() {
        let metrics = RouteMetrics(patterns: ["/a"])
        metrics.requestFinished(request(route: nil, nanoseconds: 20_000_000_000))
        let text = exposition(of: [metrics])
        #expect(text.value("swatchbook_http_request_duration_seconds_bucket", ["route": "unmatched", "le": "10.0"]) == 0)
        #expect(text.value("swatchbook_http_request_duration_seconds_bucket", ["route": "unmatched", "le": "+Inf"]) == 1)
        #expect(text.value("swatchbook_http_request_duration_seconds_sum", ["route": "unmatched"]) == 20)
    }

    @Test("two observers of the same routes are written as one family, their counts added")
    func observersMerge() {
        let first = RouteMetrics(patterns: ["/a"]), second = RouteMetrics(patterns: ["/a"])
        first.requestFinished(request(route: 0, nanoseconds: 1_000))
        second.requestFinished(request(route: 0, nanoseconds: 1_000))
        var buffer: [UInt8] = []
        RouteMetrics.emit([first, second], into: &buffer)
        let text = String(decoding: buffer, as: UTF8.self)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("# TYPE swatchbook_http_requests_total ") }.count == 1)
        #expect(MetricsText(text).value("swatchbook_http_request_duration_seconds_count", ["route": "/a"]) == 2)
    }

    @Test("nothing is written before a request is counted")
    func emptyUntilCounted() {
        var buffer: [UInt8] = []
        RouteMetrics.emit([RouteMetrics(patterns: ["/a"])], into: &buffer)
        #expect(buffer.isEmpty)
    }
}
