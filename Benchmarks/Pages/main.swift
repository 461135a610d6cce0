// Renders each page type of the guide through the application's whole responder chain, in
// process: cold (a fresh Snapshot, the page never rendered) and warm (from the page cache).
// Prints, per page type, the median time of a cold render and the warm requests per second.
//
// usage: page-benchmark [CONFIG [PUBLIC [RUNS]]]

import DesignSystem
import FoundationEssentials
import Glibc
import Logging
import MicroHTTP
import StyleGuide

let arguments = CommandLine.arguments
let config = arguments.count > 1 ? arguments[1] : "Config"
let publicFolder = arguments.count > 2 ? arguments[2] : "Public"
let runs = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 7) : 7
let logger = Logger(label: "bench", factory: { _ in SwiftLogNoOpLogHandler() })

/// A fresh application over a newly loaded Snapshot.
func freshResponder() -> SiteResponder {
    switch SnapshotLoader.load(configDirectory: config, publicDirectory: publicFolder, strictness: .strict) {
    case .failure(let problems):
        print("cannot load \(config):\n\(problems)")
        exit(1)
    case .success(let snapshot):
        guard let application = try? Application(store: SnapshotStore(snapshot), publicDirectory: publicFolder, logger: logger) else {
            print("cannot serve \(publicFolder)")
            exit(1)
        }
        return application.responder()
    }
}

func get(_ responder: SiteResponder, _ target: String) -> Response {
    var headers = Headers()
    headers.add("Host", "localhost")
    guard let response = try? responder.respond(to: Request(method: .get, target: target, headers: headers)),
          response.status == .ok else {
        print("\(target) did not answer 200")
        exit(1)
    }
    return response
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The first free-standing guide listed on /docs, so the docs page type has a real page.
func firstGuide(_ responder: SiteResponder) -> String {
    let html = String(decoding: get(responder, "/docs").body.bytes, as: UTF8.self)
    guard let range = html.range(of: "href=\"/docs/") else { return "/docs" }
    let rest = html[range.upperBound...]
    return "/docs/" + rest.prefix { $0 != "\"" && $0 != "#" }
}

let probe = freshResponder()
let pages: [(String, String)] = [
    ("home", "/"), ("tokens", "/tokens"), ("token group", "/tokens/color"), ("components", "/components"),
    ("component", "/components/button"), ("docs", "/docs"), ("doc page", firstGuide(probe)), ("search", "/search?q=brand"),
]
var cold: [String: [Double]] = [:]
var bytes: [String: Int] = [:]
for _ in 0..<runs {
    let responder = freshResponder()
    for (name, target) in pages {
        let start = ContinuousClock.now
        let response = get(responder, target)
        cold[name, default: []].append(seconds(ContinuousClock.now - start))
        bytes[name] = response.body.count
    }
}
let warmRounds = 2000
print(String(repeating: " ", count: 0) + "page type        bytes   cold ms   warm req/s")
let warmResponder = freshResponder()
for (name, target) in pages {
    _ = get(warmResponder, target)
    let start = ContinuousClock.now
    for _ in 0..<warmRounds { _ = get(warmResponder, target) }
    let perSecond = Double(warmRounds) / seconds(ContinuousClock.now - start)
    let padded = name.padding(toLength: 15, withPad: " ", startingAt: 0)
    let coldText = String(median(cold[name]!) * 1000).prefix(6)
    print("\(padded) \(String(bytes[name]!).leftPadded(7)) \(String(coldText).leftPadded(9)) \(String(Int(perSecond)).leftPadded(12))")
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
