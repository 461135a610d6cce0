import DesignSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the guide's search looks through: tokens and their groups, components, docs pages.
/// Built once per load, on the first search; a query keeps the entries holding every one of its words.
struct SearchIndex: Sendable {
    /// One thing search can find.
    struct Entry: Sendable, Hashable {
        /// What kind of thing it is.
        enum Kind: String, Sendable, CaseIterable {
            case component, token, group, doc
        }

        let kind: Kind
        /// The name shown: a token's path, a component's title, a page's title.
        let title: String
        /// A line below it: a token's type and value, a component's summary, a page's opening.
        let detail: String
        /// Where it is shown in the guide.
        let url: String
        /// The title folded for matching (``SearchIndex/key(_:)``).
        let titleKey: String
        /// The text folded for matching.
        let textKey: String
    }

    let entries: [Entry]

    /// The index of the default permutation's tokens, the components and the docs.
    init(tokens: TokenSet?, components: ComponentConfig, docs: DocsLibrary) {
        var entries: [Entry] = []
        for entry in components.catalog {
            let about = entry.about
            let text = [about.name.rawValue, about.summary, docs.page(for: about.name)?.text ?? ""].joined(separator: " ")
            entries.append(Self.entry(.component, about.title, about.summary, GuideLinks.component(about.name), text))
        }
        if let tokens {
            for group in tokens.groups where !group.path.segments.isEmpty {
                entries.append(Self.entry(.group, group.path.description, group.description ?? "Token group",
                                          GuideLinks.tokens(group.path), group.description ?? ""))
            }
            for token in tokens.tokens {
                let value = token.value.cssText ?? token.value.json.compactDescription
                entries.append(Self.entry(.token, token.path.description, "\(token.type) · \(value)", GuideLinks.token(token.path),
                                          [token.type.rawValue, token.description ?? "", value].joined(separator: " ")))
            }
        }
        for page in docs.pages {
            entries.append(Self.entry(.doc, page.title, page.summary, GuideLinks.doc(page.path),
                                      [page.description ?? "", page.text].joined(separator: " ")))
        }
        self.entries = entries
    }

    /// The entries matching every word of `query` (case and accents ignored), best first: a
    /// title that is the query, then titles starting with it, then titles holding it, then text.
    func search(_ query: String, limit: Int = 60) -> [Entry] {
        let words = Self.key(query).split(separator: " ").map(String.init)
        guard !words.isEmpty else { return [] }
        let phrase = words.joined(separator: " ")
        var scored: [(entry: Entry, score: Int)] = []
        for entry in entries {
            guard words.allSatisfy({ entry.titleKey.contains($0) || entry.textKey.contains($0) }) else { continue }
            var score = words.filter { entry.titleKey.contains($0) }.count * 10
            if entry.titleKey == phrase { score += 1000 } else if entry.titleKey.hasPrefix(phrase) { score += 400 }
            else if entry.titleKey.contains(phrase) { score += 200 }
            score += [.component: 30, .group: 20, .doc: 10, .token: 0][entry.kind]!
            scored.append((entry, score))
        }
        return scored.sorted { ($0.score, $1.entry.title) > ($1.score, $0.entry.title) }.prefix(limit).map(\.entry)
    }

    private static func entry(_ kind: Entry.Kind, _ title: String, _ detail: String, _ url: String, _ text: String) -> Entry {
        Entry(kind: kind, title: title, detail: detail, url: url, titleKey: key(title), textKey: key(text))
    }

    /// Lower-cased, accents folded, punctuation (but `.`, `-`, `#`) made spaces.
    ///
    /// One pass (ASCII text over its bytes, with nothing to fold), so a description of 50 MB
    /// costs what its length does.
    static func key(_ text: String) -> String {
        var key = KeyBuilder(capacity: text.utf8.count)
        var text = text
        let isASCII = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            for byte in bytes { key.add(ascii: byte) }
            return true
        }
        if !isASCII {
            for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
                if scalar.isASCII { key.add(ascii: UInt8(scalar.value)); continue }
                if scalar.properties.generalCategory == .nonspacingMark { continue }
                let character = Character(scalar)
                key.add(scalar, kept: character.isLetter || character.isNumber)
            }
        }
        return key.text
    }

    /// A key's bytes: kept characters, one space for each run of the others, none at the ends.
    private struct KeyBuilder {
        private var bytes: [UInt8] = []
        private var pendingSpace = false

        init(capacity: Int) { bytes.reserveCapacity(capacity) }

        var text: String { String(decoding: bytes, as: UTF8.self) }

        /// An ASCII character: letters (lower-cased), digits, `.`, `-` and `#` are kept.
        mutating func add(ascii byte: UInt8) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): keep(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "#"): keep(byte)
            default: pendingSpace = true
            }
        }

        /// Any other character, kept or made a space.
        mutating func add(_ scalar: Unicode.Scalar, kept: Bool) {
            guard kept else {
                pendingSpace = true
                return
            }
            separate()
            bytes.append(contentsOf: scalar.utf8)
        }

        private mutating func keep(_ byte: UInt8) {
            separate()
            bytes.append(byte)
        }

        private mutating func separate() {
            if pendingSpace && !bytes.isEmpty { bytes.append(0x20) }
            pendingSpace = false
        }
    }
}

extension JSON {
    /// The value as short text: a string itself, a colour's hex, anything else as compact JSON.
    var compactDescription: String {
        if let text = stringValue { return text }
        if let hex = self["hex"]?.stringValue { return hex }
        return String(decoding: serializedBytes(), as: UTF8.self)
    }
}
