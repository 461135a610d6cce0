// Renders each page type of the guide through the application's whole responder chain, in
// process: cold (a fresh Snapshot, the page never rendered) and warm (from the page cache).
// Prints, per page type, the median time of a cold render and the warm requests per second.
//
// usage: page-benchmark [CONFIG [PUBLIC [RUNS]]]

import Foundation  // String.range(of:) and padding(toLength:), which came through Ink before (issue 31)
import InProcessSite
import StyleGuide
import MicroHTTP

let site = InProcessSite(defaultRuns: 7)

/// The first free-standing guide listed on /docs, so the docs page type has a real page.
func firstGuide(_ responder: SiteResponder) -> String {
    let html = String(decoding: get(responder, "/docs").body.bytes, as: UTF8.self)
    guard let range = html.range(of: "href=\"/docs/") else { return "/docs" }
    let rest = html[range.upperBound...]
    return "/docs/" + rest.prefix { $0 != "\"" && $0 != "#" }
}

let probe = site.freshResponder()
let pages: [(String, String)] = [
    ("home", "/"), ("tokens", "/tokens"), ("token group", "/tokens/color"), ("components", "/components"),
    ("component", "/components/button"), ("docs", "/docs"), ("doc page", firstGuide(probe)), ("search", "/search?q=brand"),
]
var cold: [String: [Double]] = [:]
var bytes: [String: Int] = [:]
for _ in 0..<site.runs {
    let responder = site.freshResponder()
    for (name, target) in pages {
        let start = ContinuousClock.now
        let response = get(responder, target)
        cold[name, default: []].append(seconds(ContinuousClock.now - start))
        bytes[name] = response.body.count
    }
}
let warmRounds = 2000
print("page type        bytes   cold ms   warm req/s")
let warmResponder = site.freshResponder()
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
