import DesignSystem

/// The JSON format.
enum LintJSON {
    /// `{"findings": [...]}`, each finding with every member (null when absent).
    static func render(_ report: LintReport) -> String {
        JSON.object(JSONObject([("findings", .array(report.findings.map(\.json)))])).serialized(pretty: true) + "\n"
    }
}
