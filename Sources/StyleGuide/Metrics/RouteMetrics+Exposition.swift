import Prometheus

extension RouteMetrics {
    /// One route's counts, added up over threads (and over observers counting the same route).
    private struct RouteTotals {
        /// Requests by method × status class.
        var requests: [Int]
        /// Requests by latency bucket, each bucket counting its own range only.
        var buckets: [Int]
        var count = 0
        var nanoseconds = 0
        var bytes = 0
    }

    /// Appends the request series of `observers` that moved, in the Prometheus text format (as
    /// swift-prometheus writes its own): the request counter, the latency histogram and the
    /// bytes counter, each family once, with the counts of every observer of the same route added.
    static func emit(_ observers: [RouteMetrics], into buffer: inout [UInt8]) {
        var order: [String] = []
        var routes: [String: RouteTotals] = [:]
        for observer in observers {
            let totals = observer.totals()
            guard !totals.isEmpty else { continue }
            for (route, label) in observer.labels.enumerated() {
                let first = observer.requestsIndex(route: route, method: 0, status: 0)
                let buckets = observer.bucketsIndex(route: route), count = observer.countIndex(route: route)
                var entry = routes[label] ?? RouteTotals(requests: Array(repeating: 0, count: methodCount * classCount),
                                                         buckets: Array(repeating: 0, count: observer.bucketBounds.count))
                if routes[label] == nil { order.append(label) }
                for index in entry.requests.indices { entry.requests[index] += totals[first + index] }
                for index in entry.buckets.indices { entry.buckets[index] += totals[buckets + index] }
                entry.count += totals[count]
                entry.nanoseconds += totals[count + 1]
                entry.bytes += totals[count + 2]
                routes[label] = entry
            }
        }
        let moved = order.filter { routes[$0]!.count > 0 || routes[$0]!.requests.contains { $0 > 0 } }
        guard !moved.isEmpty else { return }
        buffer.appendText("# TYPE \(MetricNames.requests) counter\n")
        for label in moved {
            for (index, value) in routes[label]!.requests.enumerated() where value > 0 {
                let method = MetricNames.methods[index / classCount], status = MetricNames.statusClasses[index % classCount]
                buffer.appendText(MetricNames.requests)
                buffer.appendLabels([("route", label), ("method", method), ("status", status)])
                buffer.appendText(" \(value)\n")
            }
        }
        let duration = MetricNames.duration
        buffer.appendText("# TYPE \(duration) histogram\n")
        for label in moved {
            let totals = routes[label]!
            var cumulative = 0
            for (bound, count) in zip(MetricNames.durationBuckets, totals.buckets) {
                cumulative += count
                buffer.appendText(duration + "_bucket")
                buffer.appendLabels([("route", label), ("le", bound.bucketRepresentation)])
                buffer.appendText(" \(cumulative)\n")
            }
            buffer.appendText(duration + "_bucket")
            buffer.appendLabels([("route", label), ("le", "+Inf")])
            buffer.appendText(" \(totals.count)\n\(duration)_sum")
            buffer.appendLabels([("route", label)])
            buffer.appendText(" \(Duration.nanoseconds(totals.nanoseconds).bucketRepresentation)\n\(duration)_count")
            buffer.appendLabels([("route", label)])
            buffer.appendText(" \(totals.count)\n")
        }
        buffer.appendText("# TYPE \(MetricNames.bytes) counter\n")
        for label in moved {
            buffer.appendText(MetricNames.bytes)
            buffer.appendLabels([("route", label)])
            buffer.appendText(" \(routes[label]!.bytes)\n")
        }
    }
}

extension [UInt8] {
    /// Appends `text` as UTF-8.
    fileprivate mutating func appendText(_ text: String) { append(contentsOf: text.utf8) }

    /// Appends `{name="value",…}`, each value escaped as the Prometheus text format asks (`\\`, `\"`, `\n`).
    fileprivate mutating func appendLabels(_ labels: [(String, String)]) {
        append(UInt8(ascii: "{"))
        for (position, (name, value)) in labels.enumerated() {
            if position > 0 { append(UInt8(ascii: ",")) }
            appendText(name)
            appendText("=\"")
            for byte in value.utf8 {
                switch byte {
                case UInt8(ascii: "\\"): appendText("\\\\")
                case UInt8(ascii: "\""): appendText("\\\"")
                case UInt8(ascii: "\n"): appendText("\\n")
                default: append(byte)
                }
            }
            append(UInt8(ascii: "\""))
        }
        append(UInt8(ascii: "}"))
    }
}
