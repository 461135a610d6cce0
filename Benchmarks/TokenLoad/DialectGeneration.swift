// Token files of a given size in an older dialect, for timing the conversion on load: colour
// strings, dimension strings, typography composites with string members, and alias chains.

import DesignTokens
import FoundationEssentials

/// The dialects the benchmark generates.
enum BenchmarkDialect: String {
    /// A DTCG draft: `$value` strings (`"#3366ff"`, `"8px"`, `"Bold"`).
    case draft
    /// Style Dictionary classic: `value`, `comment`, CTI categories, `{a.b.value}` references.
    case classic
}

/// One file of about `count` tokens in `dialect`: per hundred, 40 colours, 20 dimensions,
/// 10 typography composites and 30 aliases in chains of ten.
func generateDialect(_ dialect: BenchmarkDialect, count: Int, into file: String) throws {
    let groups = max(1, count / 100)
    let plain = dialect == .classic
    let valueKey = plain ? "value" : "$value"
    func token(_ value: JSON, type: String? = nil) -> JSON {
        var object = JSONObject([(valueKey, value)])
        if let type { object.setValue(.string(type), forKey: plain ? "type" : "$type") }
        if plain { object.setValue("generated", forKey: "comment") }
        return .object(object)
    }
    func reference(_ path: String) -> JSON { .string(plain ? "{\(path).value}" : "{\(path)}") }
    var colors = JSONObject(), sizes = JSONObject(), type = JSONObject(), alias = JSONObject()
    for group in 0..<groups {
        var scale = JSONObject()
        for step in 0..<40 {
            let byte = (group * 40 + step) % 256
            scale.setValue(token(.string("#" + hex(byte) + "80" + hex(255 - byte)), type: plain ? nil : "color"), forKey: "c\(step)")
        }
        colors.setValue(.object(scale), forKey: "hue\(group)")
        var dims = JSONObject()
        for step in 0..<20 { dims.setValue(token(.string("\(step * 4)px"), type: plain ? nil : "dimension"), forKey: "s\(step)") }
        sizes.setValue(.object(dims), forKey: "set\(group)")
        var styles = JSONObject()
        for step in 0..<10 {
            styles.setValue(token([
                "fontFamily": "Inter, sans-serif", "fontSize": reference("size.set\(group).s\(step + 2)"),
                "fontWeight": "Bold", "letterSpacing": "0px", "lineHeight": "1.4",
            ], type: "typography"), forKey: "t\(step)")
        }
        type.setValue(.object(styles), forKey: "set\(group)")
        var chains = JSONObject()
        for link in 0..<30 {
            let target = link % 10 == 0 ? "color.hue\(group).c\(link / 10)" : "alias.g\(group).a\(link - 1)"
            chains.setValue(token(reference(target), type: plain ? nil : "color"), forKey: "a\(link)")
        }
        alias.setValue(.object(chains), forKey: "g\(group)")
    }
    let document: JSON = ["color": .object(colors), "size": .object(sizes), "type": .object(type), "alias": .object(alias)]
    guard FileManager.default.createFile(atPath: file, contents: Data(document.serializedBytes())) else {
        throw BenchmarkError("cannot write \(file)")
    }
}

/// Two lowercase hex digits.
private func hex(_ byte: Int) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[byte / 16], digits[byte % 16]])
}

/// Reads one token file as `swatchbook tokens FILE` does (tolerantly, converting its dialect) and
/// returns the number of tokens, failing when it did not load.
func loadTokenFile(_ file: String) throws -> Int {
    guard let data = FileManager.default.contents(atPath: file) else { throw BenchmarkError("cannot read \(file)") }
    let source = try TokenSource.parse([UInt8](data), file: file).get()
    let (set, diagnostics) = TokenSetBuilder.build([source], strictness: .tolerant)
    guard let set, diagnostics.count == 1, diagnostics[0].rule == .dialectConverted else {
        throw BenchmarkError(diagnostics.prefix(5).map(\.description).joined(separator: "\n"))
    }
    return set.tokens.count
}
