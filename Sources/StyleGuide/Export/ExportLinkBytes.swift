import MicroHTTP

/// Reads an ASCII link byte by byte as ``ExportLink`` reads any link: the same answers as
/// building a ``Request`` from the resolved target, without building one (an export reads
/// every link of every page).
enum ExportLinkBytes {
    /// What a link is.
    enum Reading: Equatable {
        /// A link into the site: its path as requested (`.` and `..` not yet resolved), decoded query and fragment.
        case link(path: String, query: QueryItems, fragment: String)
        /// A link that leaves the site, a fragment alone, or one a server would refuse.
        case outside
    }

    /// Reads the ASCII `reference` on the page at the ASCII `pagePath`.
    static func read(_ reference: UnsafeBufferPointer<UInt8>, onPageAt pagePath: UnsafeBufferPointer<UInt8>) -> Reading {
        let slash = UInt8(ascii: "/"), question = UInt8(ascii: "?")
        guard let first = reference.first, first != UInt8(ascii: "#"),
              !(first == slash && reference.count > 1 && reference[1] == slash) else { return .outside }
        let hash = reference.firstIndex(of: UInt8(ascii: "#")) ?? reference.count
        let before = UnsafeBufferPointer(rebasing: reference[..<hash])
        if let colon = before.firstIndex(of: UInt8(ascii: ":")), !before[..<colon].contains(where: { $0 == slash || $0 == question }) {
            return .outside
        }
        var target: [UInt8] = []
        target.reserveCapacity(pagePath.count + before.count)
        if first == question && !before.isEmpty {
            target += pagePath
        } else if before.first != slash {
            if pagePath.last == slash {
                target += pagePath
            } else if !pagePath.isEmpty {
                target += pagePath[...(pagePath.lastIndex(of: slash) ?? 0)]
            }
        }
        target += before
        guard let (path, query) = requestTarget(target) else { return .outside }
        return .link(path: path, query: query, fragment: String(decoding: reference[hash...], as: UTF8.self))
    }

    /// The path and decoded query of `target` as ``Request/init(method:target:headers:body:)``
    /// reads it for a GET; nil where it records a rejection.
    private static func requestTarget(_ target: [UInt8]) -> (String, QueryItems)? {
        let question = target.firstIndex(of: UInt8(ascii: "?")) ?? target.count
        let path = target[..<question]
        guard path.first == UInt8(ascii: "/"), path.allSatisfy({ isURLByte($0, spaceAllowed: false) }) else { return nil }
        var items: [QueryItems.Item] = []
        if question < target.count {
            for piece in target[(question + 1)...].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
                let equals = piece.firstIndex(of: UInt8(ascii: "="))
                let rawName = piece[..<(equals ?? piece.endIndex)]
                let rawValue = equals.map { piece[($0 + 1)...] } ?? []
                // Bytes are checked after `+` becomes a space, where a space is allowed.
                guard rawName.allSatisfy({ isURLByte($0, spaceAllowed: true) }), rawValue.allSatisfy({ isURLByte($0, spaceAllowed: true) }) else { return nil }
                guard let name = PercentDecoding.decode(spaced(rawName)), let value = PercentDecoding.decode(spaced(rawValue)) else { return nil }
                items.append(QueryItems.Item(name: name, value: value))
            }
        }
        return (String(decoding: path, as: UTF8.self), QueryItems(items))
    }

    /// A byte a request target may hold: printable ASCII but `#`, and a space where `spaceAllowed`.
    private static func isURLByte(_ byte: UInt8, spaceAllowed: Bool) -> Bool {
        (byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "#")) || (spaceAllowed && byte == UInt8(ascii: " "))
    }

    /// `bytes` as text with each `+` a space, as a query's pieces are read.
    private static func spaced(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.lazy.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
