import DesignSystem
import Glibc
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the guide's search looks through: tokens and their groups, components (the Config's, then
/// the built-ins it does not style yet), docs pages, and
/// the pages of Swatchbook's manual (a kind of their own, ranked after the Config's docs).
/// Built once per load, on the first search; a query keeps the entries holding every one of its words.
struct SearchIndex: Sendable {
    /// One thing search can find.
    struct Entry: Sendable, Hashable {
        /// What kind of thing it is.
        enum Kind: String, Sendable, CaseIterable {
            case component, token, group, doc, manual
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
        /// A docs page's or a component's status, which ``SearchFilter`` narrows by.
        var status: LifecycleStatus?
    }

    let entries: [Entry]

    /// The index of the default permutation's tokens, the components and the docs.
    init(tokens: TokenSet?, components: ComponentConfig, docs: DocsLibrary) {
        var entries: [Entry] = []
        for entry in components.catalog {
            let about = entry.about
            let lifecycle = components.lifecycle(of: about.name)
            let text = [about.name.rawValue, about.summary, docs.page(for: about.name)?.text ?? "", Self.text(of: lifecycle)].joined(separator: " ")
            entries.append(Self.entry(.component, about.title, about.summary, GuideLinks.component(about.name), text, status: lifecycle.status))
        }
        for entry in components.availableBuiltIns {
            let about = entry.about
            entries.append(Self.entry(.component, about.title, "Not styled yet · " + about.summary, GuideLinks.component(about.name),
                                      [about.name.rawValue, about.summary, "not styled yet starter"].joined(separator: " ")))
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
                                      [page.description ?? "", page.text, Self.text(of: page.lifecycle)].joined(separator: " "),
                                      status: page.lifecycle.status))
        }
        for page in docs.manual {
            entries.append(Self.entry(.manual, page.title, page.summary, GuideLinks.doc(page.path),
                                      [page.description ?? "", page.text].joined(separator: " ")))
        }
        self.entries = entries
    }

    /// The entries matching every word of `query` (case and accents ignored), best first: a
    /// title that is the query, then titles starting with it, then titles holding it, then text;
    /// entries of equal score in the index's order, which is the guide's (a scale's steps by
    /// value, as ``SiblingOrder`` lists them, not as text).
    func search(_ query: String, limit: Int = 60) -> [Entry] {
        search(SearchTerms(query), limit: limit)
    }

    /// The entries `filter` admits, by title: what a search with a filter and no words finds.
    func entries(admittedBy filter: SearchFilter, limit: Int = 60) -> [Entry] {
        entries.filter(filter.admits).sorted { ($0.kind.rawValue, $0.title) < ($1.kind.rawValue, $1.title) }.prefix(limit).map { $0 }
    }

    /// The entries matching every word of `terms`, best first (see ``search(_:limit:)``).
    ///
    /// Each word is looked for in each entry's keys once (``occurs(_:in:)``, linear in the key for
    /// a word of bounded length), so a search costs at most a few passes over the index per
    /// distinct word, whatever the query: ``SearchLimits`` bounds the words a request may hold.
    func search(_ terms: SearchTerms, filter: SearchFilter = SearchFilter(), limit: Int = 60) -> [Entry] {
        let words = terms.words
        guard !words.isEmpty else { return [] }
        let phrase = terms.phrase
        var scored: [(entry: Entry, score: Int, position: Int)] = []
        for (position, entry) in entries.enumerated() where filter.admits(entry) {
            var inTitle = 0
            var matchesAll = true
            for word in words {
                if Self.occurs(word, in: entry.titleKey) { inTitle += 1 } else if !Self.occurs(word, in: entry.textKey) {
                    matchesAll = false
                    break
                }
            }
            guard matchesAll else { continue }
            var score = inTitle * 10
            if entry.titleKey == phrase { score += 1000 } else if entry.titleKey.utf8.starts(with: phrase.utf8) { score += 400 }
            else if Self.occurs(phrase, in: entry.titleKey) { score += 200 }
            score += [.component: 30, .group: 20, .doc: 10, .manual: 5, .token: 0][entry.kind]!
            scored.append((entry, score, position))
        }
        return scored.sorted { ($0.score, $1.position) > ($1.score, $0.position) }.prefix(limit).map(\.entry)
    }

    /// True when `needle`'s UTF-8 bytes occur in `haystack`'s (as JavaScript's `indexOf` in
    /// guide.js compares code units, not characters): `memchr` to each place the first byte
    /// occurs, `memcmp` there. At most the needle's length per byte of the haystack, which
    /// ``SearchLimits/termBytes`` bounds.
    static func occurs(_ needle: String, in haystack: String) -> Bool {
        let found = needle.utf8.withContiguousStorageIfAvailable { wanted in
            haystack.utf8.withContiguousStorageIfAvailable { text in occurs(wanted, in: text) }
        }
        return (found ?? nil) ?? occurs(String(decoding: Array(needle.utf8), as: UTF8.self),
                                        in: String(decoding: Array(haystack.utf8), as: UTF8.self))
    }

    private static func occurs(_ needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let wanted = needle.baseAddress else { return true }
        guard text.count >= needle.count, let start = text.baseAddress else { return false }
        let lastStart = start + (text.count - needle.count)
        var position = start
        while position <= lastStart {
            guard let hit = memchr(position, Int32(wanted.pointee), lastStart - position + 1) else { return false }
            let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(candidate, wanted, needle.count) == 0 { return true }
            position = candidate + 1
        }
        return false
    }

    private static func entry(_ kind: Entry.Kind, _ title: String, _ detail: String, _ url: String, _ text: String,
                              status: LifecycleStatus? = nil) -> Entry {
        Entry(kind: kind, title: title, detail: detail, url: url, titleKey: key(title), textKey: key(text), status: status)
    }

    /// `status:draft` and the owner, as words a search matches (so that an exported guide, searching its
    /// JSON index without a server, finds `status:draft` and an owner's name too).
    private static func text(of lifecycle: Lifecycle) -> String {
        [lifecycle.status.map { SearchFilter.prefix + $0.rawValue } ?? "", lifecycle.owner ?? ""].joined(separator: " ")
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
            for scalar in text.lowercased().canonicallyDecomposedScalars {
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
