// Renders every preview of the catalog — every component × style × size × state, with its
// default sample, in every permutation — through the application's whole responder chain, in
// process: first cold (a fresh Snapshot, nothing rendered yet), then from the Snapshot's cache.
// Prints the median previews per second of each over several runs.
//
// usage: preview-benchmark [CONFIG [PUBLIC [RUNS]]]

import DesignSystem
import FoundationEssentials
import Glibc
import Logging
import MicroHTTP
import StyleGuide

let arguments = CommandLine.arguments
let config = arguments.count > 1 ? arguments[1] : "Config"
let publicFolder = arguments.count > 2 ? arguments[2] : "Public"
let runs = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 5) : 5
let logger = Logger(label: "bench", factory: { _ in SwiftLogNoOpLogHandler() })

/// A fresh application over a newly loaded Snapshot.
func freshResponder() -> SiteResponder {
    switch SnapshotLoader.load(configDirectory: config, publicDirectory: publicFolder, strictness: .strict) {
    case .failure(let problems):
        print("cannot load \(config):\n\(problems)")
        exit(1)
    case .success(let snapshot):
        do {
            return try Application(store: SnapshotStore(snapshot), publicDirectory: publicFolder, logger: logger).responder()
        } catch {
            print("cannot serve \(publicFolder): \(error)")
            exit(1)
        }
    }
}

func get(_ responder: SiteResponder, _ target: String) -> Response {
    var headers = Headers()
    headers.add("Host", "localhost")
    do {
        return try responder.respond(to: Request(method: .get, target: target, headers: headers))
    } catch {
        print("\(target): \(error)")
        exit(1)
    }
}

func json(_ responder: SiteResponder, _ target: String) -> JSON {
    guard let value = try? JSONParser.parse(get(responder, target).body.bytes) else {
        print("\(target) did not answer with JSON")
        exit(1)
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
        let response = get(responder, target)
        guard response.status == .ok else {
            print("\(target): status \(response.status)")
            exit(1)
        }
        bytes += response.body.count
    }
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (Double(targets.count) / seconds, bytes)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

var cold: [Double] = []
var cached: [Double] = []
var count = 0
var bytes = 0
for _ in 0..<runs {
    let responder = freshResponder()
    let targets = previewTargets(responder)
    count = targets.count
    let first = measure(responder, targets)
    cold.append(first.perSecond)
    bytes = first.bytes
    cached.append(measure(responder, targets).perSecond)
}
print("previews \(count) bytes \(bytes) runs \(runs)")
print("cold_previews_per_second \(Int(median(cold))) cached_previews_per_second \(Int(median(cached)))")
