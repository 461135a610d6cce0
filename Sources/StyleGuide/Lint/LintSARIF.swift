import DesignSystem

/// The SARIF 2.1.0 format (OASIS), as code scanning reads it: one run whose driver lists every
/// rule with its default level, and a result per finding with its rule, level, message and place.
enum LintSARIF {
    /// The SARIF log.
    static func render(_ report: LintReport) -> String {
        let rules: [JSON] = report.rules.map { rule, severity in
            .object(JSONObject([
                ("id", .string(rule.id)), ("name", .string(rule.id)),
                ("shortDescription", .object(JSONObject([("text", .string(rule.summary))]))),
                ("defaultConfiguration", .object(JSONObject([("enabled", .bool(severity != .off)),
                                                             ("level", .string(severity == .off ? rule.defaultSeverity.sarifLevel : severity.sarifLevel))]))),
            ]))
        }
        let index = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($0.element.rule.id, $0.offset) })
        let results: [JSON] = report.findings.map { finding in
            var result = JSONObject([("ruleId", .string(finding.rule))])
            if let position = index[finding.rule] { result.setValue(.number(Double(position)), forKey: "ruleIndex") }
            result.setValue(.string(finding.severity.sarifLevel), forKey: "level")
            result.setValue(.object(JSONObject([("text", .string(finding.message))])), forKey: "message")
            if let file = finding.file {
                var physical = JSONObject([("artifactLocation", .object(JSONObject([("uri", .string(uri(file)))])))])
                if let line = finding.line, line > 0 {
                    physical.setValue(.object(JSONObject([("startLine", .number(Double(line)))])), forKey: "region")
                }
                result.setValue(.array([.object(JSONObject([("physicalLocation", .object(physical))]))]), forKey: "locations")
            }
            var properties = JSONObject()
            for (key, value) in [("component", finding.component), ("style", finding.style), ("state", finding.state), ("token", finding.token)] {
                if let value { properties.setValue(.string(value), forKey: key) }
            }
            if !finding.inputs.isEmpty, case .object(let json) = finding.json, let inputs = json["inputs"] {
                properties.setValue(inputs, forKey: "inputs")
            }
            if !properties.isEmpty { result.setValue(.object(properties), forKey: "properties") }
            return .object(result)
        }
        let driver = JSONObject([("name", .string("swatchbook")), ("semanticVersion", .string(SwatchbookVersion.current)),
                                 ("rules", .array(rules))])
        let run = JSONObject([("tool", .object(JSONObject([("driver", .object(driver))]))), ("results", .array(results))])
        return JSON.object(JSONObject([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])).serialized(pretty: true) + "\n"
    }

    /// A relative URI reference of a file path: each segment percent-encoded, `/` kept.
    static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { PercentEncoding.encode(String($0)) }.joined(separator: "/")
    }
}
