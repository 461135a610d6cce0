import ArgumentParser
import StyleGuide

/// `swatchbook health`: asks the server on this machine's loopback whether it is healthy; exit 0
/// when `/healthz` says `ok`, 1 when it says otherwise or nothing answers (the image's HEALTHCHECK).
struct Health: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "health",
        abstract: "Ask a running server's /healthz on 127.0.0.1, over HTTP and HTTPS; exit 0 when it says ok, 1 when not.",
        discussion: """
            HTTPS is asked first when SWATCHBOOK_TLS_CERT is set, else plain HTTP first, then the other. \
            The certificate is not checked: the probe asks the server's own loopback port.
            """
    )

    @Option(help: "The port to ask (default: PORT, else 8080).")
    var port: Int?

    func validate() throws {
        if let port, !(1...65_535).contains(port) { throw ValidationError("--port must be from 1 to 65535") }
    }

    func run() throws {
        let probe = HealthProbe(port: try port ?? Serve.environmentPort() ?? 8080,
                                httpsFirst: TLSOptions.environment(TLSOptions.certificateVariable) != nil)
        switch probe.run() {
        case .healthy(let url):
            Console.write("ok: \(url)")
        case .unhealthy(let url, let status, let body):
            Console.writeError("not healthy: \(url) answered \(status): \(body)")
            throw ExitCode(1)
        case .unreachable(let reasons):
            Console.writeError("not healthy: " + reasons.joined(separator: "; "))
            throw ExitCode(1)
        }
    }
}
