/// Rewrites a JSON text so that it reads as another value, changing only the bytes of what differs:
/// a changed scalar is replaced where it stands, an object whose keys differ is rebuilt from its own
/// members' text (their layout, separators and indentation kept; a new member written with the
/// object's own separator), and everything else is left byte for byte. Each change is recorded.
///
/// Linear in the size of the text and the new value (an object is rebuilt at most once per level
/// of the objects around it that are rebuilt too, and only token objects usually are).
struct InPlaceRewrite {
    /// A replacement of one byte range.
    struct Edit {
        /// The bytes replaced.
        let range: Range<Int>
        /// What replaces them.
        let text: [UInt8]
    }

    /// The text as written.
    private let bytes: [UInt8]
    /// Where each value and key of the text stands.
    private let map: JSONSourceMap
    /// The line of any offset, for the changes' report.
    private let lines: LineTable
    /// What was changed, in the order of the text.
    private(set) var changes: [FixChange] = []

    /// A rewrite of `bytes`, whose values and keys `map` locates.
    init(bytes: [UInt8], map: JSONSourceMap) {
        self.bytes = bytes
        self.map = map
        self.lines = LineTable(bytes)
    }

    /// The text of `bytes` (which reads as `old`) changed to read as `new`.
    mutating func rewrite(_ old: JSON, to new: JSON) -> [UInt8] {
        let edits = edits(old, map.root, new, pointer: .root)
        return Self.apply(edits, to: bytes[...])
    }

    /// `slice` with `edits` (sorted, disjoint, within it, in absolute offsets) applied.
    static func apply(_ edits: [Edit], to slice: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(slice.count)
        var cursor = slice.startIndex
        for edit in edits {
            output += slice[cursor..<edit.range.lowerBound]
            output += edit.text
            cursor = edit.range.upperBound
        }
        output += slice[cursor..<slice.endIndex]
        return output
    }

    /// The edits that turn the text of `old`, at `span`, into a text of `new`.
    private mutating func edits(_ old: JSON, _ span: JSONSourceMap.Span, _ new: JSON, pointer: JSONPointer) -> [Edit] {
        if old == new { return [] }
        switch (old, new) {
        case (.object(let before), .object(let after)) where !before.isEmpty:
            return objectEdits(before, span, after, pointer: pointer)
        case (.array(let before), .array(let after)) where before.count == after.count:
            return before.indices.flatMap { index in
                edits(before[index], map.child(index, of: span), after[index], pointer: pointer.appending(index))
            }
        default:
            return [replacement(span, new, pointer: pointer)]
        }
    }

    /// The whole value at `span` written anew as `new`, on one line.
    private mutating func replacement(_ span: JSONSourceMap.Span, _ new: JSON, pointer: JSONPointer) -> Edit {
        let text = new.inlineBytes
        record(.value, pointer, at: span.value.lowerBound, before: original(span.value), after: text)
        return Edit(range: span.value, text: text)
    }

    /// The edits of an object: member by member when its keys are unchanged, otherwise its inside rebuilt.
    private mutating func objectEdits(_ before: JSONObject, _ span: JSONSourceMap.Span, _ after: JSONObject,
                                      pointer: JSONPointer) -> [Edit] {
        if before.keys == after.keys {
            return before.indices.flatMap { index in
                edits(before[index].value, map.child(index, of: span), after[index].value, pointer: pointer.appending(before[index].key))
            }
        }
        let sources = Self.sources(of: after, in: before)
        let matched = sources.compactMap { $0 }
        guard matched == matched.sorted() else { return [replacement(span, .object(after), pointer: pointer)] }
        let children = span.children.map { map[$0] }
        let inside = (span.value.lowerBound + 1)..<(span.value.upperBound - 1)
        let lead = bytes[inside.lowerBound..<children[0].key!.lowerBound]
        let colon = bytes[children[0].key!.upperBound..<children[0].value.lowerBound]
        func between(_ index: Int) -> ArraySlice<UInt8> { bytes[children[index].value.upperBound..<children[index + 1].key!.lowerBound] }
        // Between two members not written side by side: the object's first separator, or for an
        // object of one member a comma and what precedes its first key (a space on one line).
        var separator = [UInt8(ascii: ",")]
        if children.count > 1 { separator = Array(between(0)) } else if lead.isEmpty, colon.count > 1 { separator.append(UInt8(ascii: " ")) } else { separator += lead }
        var text = [UInt8](lead)
        for (position, (key, value)) in after.enumerated() {
            if position > 0 {
                if let previous = sources[position - 1], let source = sources[position], source == previous + 1 {
                    text += between(previous)
                } else {
                    text += separator
                }
            }
            let memberPointer = pointer.appending(key)
            guard let source = sources[position] else {
                let member = JSON.string(key).serializedBytes() + colon + value.inlineBytes
                text += member
                record(.added, memberPointer, at: children[0].key!.lowerBound, before: [], after: member)
                continue
            }
            let child = children[source]
            if key == before[source].key {
                text += bytes[child.key!]
            } else {
                text += JSON.string(key).serializedBytes()
                record(.renamed, pointer.appending(before[source].key), at: child.key!.lowerBound,
                       before: original(child.key!), after: JSON.string(key).serializedBytes())
            }
            text += bytes[child.key!.upperBound..<child.value.lowerBound]
            text += Self.apply(edits(before[source].value, child, value, pointer: memberPointer), to: bytes[child.value])
        }
        let kept = Set(matched)
        for index in before.indices where !kept.contains(index) {
            record(.removed, pointer.appending(before[index].key), at: children[index].key!.lowerBound,
                   before: original(children[index].key!.lowerBound..<children[index].value.upperBound), after: [])
        }
        text += bytes[children[children.count - 1].value.upperBound..<inside.upperBound]
        return [Edit(range: inside, text: text)]
    }

    /// For each member of `after`, the position of the member of `before` it was written as: the
    /// same key, or the key it was renamed from (`value` for `$value`, `comment` for `$description`).
    static func sources(of after: JSONObject, in before: JSONObject) -> [Int?] {
        var used = Set<Int>()
        return after.keys.map { key in
            var candidates = [key]
            if key.hasPrefix("$") { candidates.append(String(key.dropFirst())) }
            if key == "$description" { candidates.append("comment") }
            for (offset, candidate) in candidates.enumerated() {
                guard let index = before.index(forKey: candidate), !used.contains(index),
                      offset == 0 || after[candidate] == nil else { continue }
                used.insert(index)
                return index
            }
            return nil
        }
    }

    /// The bytes of `range` as written.
    private func original(_ range: Range<Int>) -> [UInt8] { Array(bytes[range]) }

    /// Notes one change at the byte `offset` of the text.
    private mutating func record(_ kind: FixChange.Kind, _ pointer: JSONPointer, at offset: Int, before: [UInt8], after: [UInt8]) {
        changes.append(FixChange(kind: kind, pointer: pointer, line: lines.line(at: offset),
                                 before: String(decoding: before, as: UTF8.self), after: String(decoding: after, as: UTF8.self)))
    }
}

extension JSON {
    /// The JSON text of this value on one line, a space after each comma and colon.
    var inlineBytes: [UInt8] {
        var writer = JSONWriter(pretty: false, sortedKeys: false)
        writer.spaced = true
        writer.write(self, depth: 0)
        return writer.output
    }
}
