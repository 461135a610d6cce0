// Renders every preview of the catalog — every component × style × size × state, with its
// default sample, in every permutation — through the application's whole responder chain, in
// process: first cold (a fresh Snapshot, nothing rendered yet), then from the Snapshot's cache.
// Prints the median previews per second of each over several runs: in all, for compiled and for
// template components, and for each component.
//
// usage: preview-benchmark [CONFIG [PUBLIC [RUNS]]]

import DesignSystem
import InProcessSite
import StyleGuide
import MicroHTTP

let site = InProcessSite(defaultRuns: 5)

func json(_ responder: SiteResponder, _ target: String) -> JSON {
    guard let value = try? JSONParser.parse(get(responder, target).body.bytes) else {
        fail("\(target) did not answer with JSON")
    }
    return value
}

/// Every preview URL in every permutation of the modifiers, by component, with each component's kind (compiled or template).
func previewTargets(_ responder: SiteResponder) -> [(component: String, kind: String, targets: [String])] {
    let modifiers = json(responder, "/api/modifiers")
    var suffixes = [""]
    for modifier in modifiers["modifiers"]?.arrayValue ?? [] {
        guard let name = modifier["name"]?.stringValue, let contexts = modifier["contexts"]?.arrayValue else { continue }
        suffixes = suffixes.flatMap { suffix in contexts.compactMap(\.stringValue).map { suffix + "&\(name)=\($0)" } }
    }
    var found: [(component: String, kind: String, targets: [String])] = []
    for component in json(responder, "/api/components")["components"]?.arrayValue ?? [] {
        guard let name = component["name"]?.stringValue else { continue }
        let kind = component["source"]?["kind"]?.stringValue ?? "compiled"
        var targets: [String] = []
        for preview in json(responder, "/api/components/\(name)")["previews"]?.arrayValue ?? [] {
            guard let url = preview["url"]?.stringValue else { continue }
            targets += suffixes.map { url + $0 }
        }
        if !targets.isEmpty { found.append((name, kind, targets)) }
    }
    return found
}

/// The seconds rendering `targets` once with `responder` takes, and the bytes they came to.
func measure(_ responder: SiteResponder, _ targets: [String]) -> (seconds: Double, bytes: Int) {
    var bytes = 0
    let start = ContinuousClock.now
    for target in targets {
        bytes += get(responder, target).body.count
    }
    return (seconds(ContinuousClock.now - start), bytes)
}

/// Per second, over every run: the seconds of each run summed by group, then the median rate.
struct Rates {
    var cold: [String: [Double]] = [:]
    var cached: [String: [Double]] = [:]
    var counts: [String: Int] = [:]

    mutating func add(_ group: String, count: Int, cold coldSeconds: Double, cached cachedSeconds: Double) {
        counts[group] = count
        cold[group, default: []].append(Double(count) / coldSeconds)
        cached[group, default: []].append(Double(count) / cachedSeconds)
    }

    func line(_ group: String, label: String) -> String? {
        guard let count = counts[group], let cold = cold[group], let cached = cached[group] else { return nil }
        return "\(label) previews \(count) cold_previews_per_second \(Int(median(cold))) cached_previews_per_second \(Int(median(cached)))"
    }
}

var rates = Rates()
var count = 0
var bytes = 0
var order: [(component: String, kind: String)] = []
for _ in 0..<site.runs {
    let responder = site.freshResponder()
    let groups = previewTargets(responder)
    order = groups.map { ($0.component, $0.kind) }
    var total = (count: 0, cold: 0.0, cached: 0.0, bytes: 0)
    var byKind: [String: (count: Int, cold: Double, cached: Double)] = [:]
    for group in groups {
        let first = measure(responder, group.targets)
        let again = measure(responder, group.targets)
        rates.add(group.component, count: group.targets.count, cold: first.seconds, cached: again.seconds)
        total = (total.count + group.targets.count, total.cold + first.seconds, total.cached + again.seconds, total.bytes + first.bytes)
        let sum = byKind[group.kind] ?? (0, 0, 0)
        byKind[group.kind] = (sum.count + group.targets.count, sum.cold + first.seconds, sum.cached + again.seconds)
    }
    for (kind, sum) in byKind { rates.add("kind:" + kind, count: sum.count, cold: sum.cold, cached: sum.cached) }
    rates.add("all", count: total.count, cold: total.cold, cached: total.cached)
    count = total.count
    bytes = total.bytes
}
print("previews \(count) bytes \(bytes) runs \(site.runs)")
print("cold_previews_per_second \(Int(median(rates.cold["all"] ?? [0]))) cached_previews_per_second \(Int(median(rates.cached["all"] ?? [0])))")
for kind in ["compiled", "template"] {
    if let line = rates.line("kind:" + kind, label: "\(kind) components:") { print(line) }
}
for (component, kind) in order {
    if let line = rates.line(component, label: "  \(component) (\(kind)):") { print(line) }
}
