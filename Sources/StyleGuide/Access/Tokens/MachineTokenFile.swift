import DesignSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tokens file's contents: `{"tokens": [{"name", "sha256", "scopes", "created", "expires", "hint"}, …]}`.
///
/// Read like every other file Swatchbook reads: every problem is reported with the file, the
/// JSON path and the rule, and a file past its limits is refused before it is parsed.
public struct MachineTokenFile: Sendable, Equatable {
    /// The tokens, in the order they were created.
    public var tokens: [MachineToken]

    /// A file holding `tokens`.
    public init(tokens: [MachineToken] = []) { self.tokens = tokens }

    /// The token named `name`, if any.
    public subscript(name: String) -> MachineToken? { tokens.first { $0.name == name } }

    /// Reads the file's bytes; `file` names it in diagnostics.
    public static func parse(_ bytes: [UInt8], file: String, limits: MachineTokenLimits) -> Result<MachineTokenFile, Diagnostics> {
        guard bytes.count <= limits.fileBytes else {
            return .failure(Diagnostics([Diagnostic(.limitExceeded, file: file, limits.fileTooLong(bytes.count))]))
        }
        let document: JSON
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            return .failure(Diagnostics([Diagnostic(error, file: file)]))
        }
        var reader = ObjectReader(document, file: file)
        var tokens: [MachineToken] = []
        if let count = document.objectValue?["tokens"]?.arrayValue?.count, count > limits.tokens {
            reader.report(.limitExceeded, at: "tokens", limits.tooManyTokens(count))
            _ = reader.value("tokens")
        } else {
            var seen: Set<String> = []
            let read = reader.objects("tokens") { entry, _ in Self.token(&entry, seen: &seen) } ?? []
            tokens = read.compactMap { $0 }
        }
        if document.objectValue?["tokens"] == nil, document.objectValue != nil {
            reader.report(.missingMember, at: "tokens", "the tokens file must have a \"tokens\" array (empty when there are none)")
        }
        reader.finish()
        return reader.diagnostics.isEmpty ? .success(MachineTokenFile(tokens: tokens)) : .failure(Diagnostics(reader.diagnostics))
    }

    /// One entry of `tokens`; nil when it has a problem (reported).
    private static func token(_ entry: inout ObjectReader, seen: inout Set<String>) -> MachineToken? {
        let before = entry.diagnostics.count
        let name = present(&entry, "name") ? entry.string("name") : nil
        if let name {
            if let problem = MachineToken.nameProblem(name) {
                entry.report(.invalidValue, at: "name", problem)
            } else if !seen.insert(name).inserted {
                entry.report(.invalidValue, at: "name", "another token is named '\(name)'; names are unique")
            }
        }
        let hash = (present(&entry, "sha256") ? entry.string("sha256") : nil).flatMap { text -> [UInt8]? in
            guard let bytes = Self.bytes(hex: text) else {
                entry.report(.invalidValue, at: "sha256", "must be 64 lower-case hex digits (a SHA-256)")
                return nil
            }
            return bytes
        }
        let scopes = (present(&entry, "scopes") ? entry.strings("scopes") : nil).map { names -> Set<AccessScope> in
            var scopes: Set<AccessScope> = []
            for name in names {
                if let scope = AccessScope(rawValue: name) { scopes.insert(scope) } else {
                    entry.report(.invalidValue, at: "scopes", "'\(name.prefix(40))' is not a scope; scopes are \(Self.scopeNames)")
                }
            }
            if names.isEmpty { entry.report(.invalidValue, at: "scopes", "a token needs at least one scope: \(Self.scopeNames)") }
            return scopes
        }
        let created = (present(&entry, "created") ? entry.string("created") : nil).flatMap { date(&entry, "created", $0) }
        var expires: Date?
        if let value = entry.value("expires"), value != .null {
            if let text = value.stringValue { expires = date(&entry, "expires", text) } else {
                entry.report(.wrongType, at: "expires", "must be a date such as \"2027-01-31T00:00:00Z\" or null, found \(value.kindName)")
            }
        }
        let hint = entry.string("hint") ?? ""
        if hint.utf8.count > 4 { entry.report(.invalidValue, at: "hint", "must be at most four characters") }
        guard entry.diagnostics.count == before, let name, let hash, let scopes, let created else { return nil }
        return MachineToken(name: name, hash: hash, scopes: scopes, created: created, expires: expires, hint: hint)
    }

    /// True when a member that must be there is; reports it missing otherwise.
    private static func present(_ entry: inout ObjectReader, _ key: String) -> Bool {
        if entry.keys.contains(key) { return true }
        entry.report(.missingMember, at: key, "a token needs \"\(key)\"")
        return false
    }

    /// An ISO 8601 date and time, reporting one that is not.
    private static func date(_ entry: inout ObjectReader, _ key: String, _ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        entry.report(.invalidValue, at: key, "must be a date and time such as \"2027-01-31T00:00:00Z\", found '\(text.prefix(40))'")
        return nil
    }

    /// The scope names as an error lists them.
    static let scopeNames = AccessScope.all.sorted().map(\.rawValue).joined(separator: ", ")

    /// The 32 bytes of 64 lower-case hex digits.
    static func bytes(hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: 64, by: 2) {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    /// Bytes as lower-case hex digits.
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16) }.joined()
    }

    /// The file's text: pretty JSON, one token per entry, with a newline at the end.
    public var serialized: [UInt8] {
        let entries: [JSON] = tokens.map { token in
            .object(JSONObject([
                ("name", .string(token.name)),
                ("sha256", .string(Self.hex(token.hash))),
                ("scopes", .array(token.scopes.sorted().map { .string($0.rawValue) })),
                ("created", .string(token.created.formatted(.iso8601))),
                ("expires", token.expires.map { .string($0.formatted(.iso8601)) } ?? .null),
                ("hint", .string(token.hint)),
            ]))
        }
        return JSON.object(JSONObject([("tokens", .array(entries))])).serializedBytes(pretty: true) + [UInt8(ascii: "\n")]
    }
}
