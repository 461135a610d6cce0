import DesignSystem

extension OpenAPIDocument {
    /// `/healthz`, `/metrics` and this document.
    var serviceOperations: [(path: String, id: String, operation: OpenAPIOperation)] {
        [("/healthz", "getHealth", OpenAPIOperation(
            summary: "Whether the server runs and which configuration it serves",
            description: "`degraded` when the last reload failed and the previous configuration still serves.",
            tag: "service",
            responses: [(200, .json("The health report (never cached).", OpenAPISchema.ref("Health"), etag: false))])),
         ("/metrics", "getMetrics", OpenAPIOperation(
            summary: "Metrics in the Prometheus text format (version 0.0.4)", tag: "service",
            responses: [(200, OpenAPIResponse(description: "`text/plain; version=0.0.4`.", content: [("text/plain", OpenAPISchema.string)]))])),
         (Self.path, "getOpenAPIDocument", OpenAPIOperation(
            summary: "This document: the API's contract for the Config being served", tag: "service", parameters: [.ifNoneMatch],
            responses: [(200, .json("The OpenAPI 3.1 document.", OpenAPISchema.ref("OpenAPIDocument"))), (304, .notModified),
                        (400, .apiError("It takes no query parameters."))]))]
    }
}
