import DesignSystem
import MicroHTTP

/// `GET /healthz`: whether the server runs and which configuration it serves, as JSON.
///
/// The status is `ok` while a valid configuration is served; `degraded` when the last reload
/// failed and the previous configuration still serves (its errors are listed, in their public
/// form: ``PublicProblem``, with no absolute path and no message quoting a file). `warningCount`
/// counts the warnings of the Config being served (the guide's banner lists them under `--watch`);
/// warnings do not make it degraded. Everything but
/// the uptime is rendered once per load (``HealthReport``); a request only adds the uptime. A
/// problem of what is served beside the Config (a tokens file that stopped loading) also makes
/// it degraded; that report is rendered per request while it lasts.
struct HealthRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        let report = store.healthReport
        let uptime = ContinuousClock.now - store.startedAt
        let milliseconds = Int(uptime.components.seconds) * 1000 + Int(uptime.components.attoseconds / 1_000_000_000_000_000)
        var body = report.prefix
        body.append(contentsOf: String(milliseconds / 1000).utf8)
        body.append(UInt8(ascii: "."))
        let fraction = String(milliseconds % 1000)
        body.append(contentsOf: String(repeating: "0", count: 3 - fraction.count).utf8)
        body.append(contentsOf: fraction.utf8)
        body.append(contentsOf: report.suffix)
        return Response(contentType: .json, body: Payload(body), headers: ["Cache-Control": "no-store"])
    }
}

/// The `/healthz` body for one state of the store, split around the uptime.
///
/// A failed reload lists its first ``listedErrors`` errors and counts them all (`errorCount`), so
/// a probe's answer stays small (and is never slow work) however many problems a Config has.
struct HealthReport: Sendable {
    /// How many errors the body lists at most; `swatchbook check` and the log give every one.
    static let listedErrors = 20

    /// `{"status":...,"version":...,"uptimeSeconds":`
    let prefix: [UInt8]
    /// `,"config":{...}}`
    let suffix: [UInt8]

    /// The report for `snapshot` and the problems of the last failed reload, if any; a refused
    /// TLS certificate reload adds `"tls": {"state": "last-reload-failed", "error": …}`.
    init(snapshot: Snapshot, problems: [Diagnostic], certificateProblem: String? = nil) {
        var head: [(String, JSON)] = [
            ("status", problems.isEmpty && certificateProblem == nil ? "ok" : "degraded"),
            ("version", .string(SwatchbookVersion.current)),
        ]
        let config: JSON = [
            "state": problems.isEmpty ? "loaded" : "last-reload-failed",
            "name": .string(snapshot.settings.name),
            "loadedAt": .string(snapshot.loadedAtText),
            "errors": .array(problems.prefix(Self.listedErrors).map {
                .string(PublicProblem($0, configDirectory: snapshot.configDirectory).description)
            }),
            "errorCount": .number(Double(problems.count)),
            "warningCount": .number(Double(snapshot.warnings.count)),
        ]
        if let certificateProblem {
            head.append(("tls", ["state": "last-reload-failed", "error": .string(certificateProblem)]))
        }
        var prefix = JSON.object(JSONObject(head)).serializedBytes()
        prefix.removeLast()
        prefix.append(contentsOf: #","uptimeSeconds":"#.utf8)
        self.prefix = prefix
        suffix = Array(#","config":"#.utf8) + config.serializedBytes() + [UInt8(ascii: "}")]
    }
}
