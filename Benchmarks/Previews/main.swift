// Renders every preview of the catalog — every component × style × size × state, with its
// default sample, in every permutation — through the application's whole responder chain, in
// process: first cold (a fresh Snapshot, nothing rendered yet), then from the Snapshot's cache.
// Prints the median previews per second of each over several runs.
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

/// Every preview URL in every permutation of the modifiers.
func previewTargets(_ responder: SiteResponder) -> [String] {
    let modifiers = json(responder, "/api/modifiers")
    var suffixes = [""]
    for modifier in modifiers["modifiers"]?.arrayValue ?? [] {
        guard let name = modifier["name"]?.stringValue, let contexts = modifier["contexts"]?.arrayValue else { continue }
        suffixes = suffixes.flatMap { suffix in contexts.compactMap(\.stringValue).map { suffix + "&\(name)=\($0)" } }
    }
    var targets: [String] = []
    for component in json(responder, "/api/components")["components"]?.arrayValue ?? [] {
        guard let name = component["name"]?.stringValue else { continue }
        for preview in json(responder, "/api/components/\(name)")["previews"]?.arrayValue ?? [] {
            guard let url = preview["url"]?.stringValue else { continue }
            targets += suffixes.map { url + $0 }
        }
    }
    return targets
}

/// Previews per second rendering `targets` once with `responder`, and the bytes they came to.
func measure(_ responder: SiteResponder, _ targets: [String]) -> (perSecond: Double, bytes: Int) {
    var bytes = 0
    let start = ContinuousClock.now
    for target in targets {
        bytes += get(responder, target).body.count
    }
    return (Double(targets.count) / seconds(ContinuousClock.now - start), bytes)
}

var cold: [Double] = []
var cached: [Double] = []
var count = 0
var bytes = 0
for _ in 0..<site.runs {
    let responder = site.freshResponder()
    let targets = previewTargets(responder)
    count = targets.count
    let first = measure(responder, targets)
    cold.append(first.perSecond)
    bytes = first.bytes
    cached.append(measure(responder, targets).perSecond)
}
print("previews \(count) bytes \(bytes) runs \(site.runs)")
print("cold_previews_per_second \(Int(median(cold))) cached_previews_per_second \(Int(median(cached)))")
