extension MarkdownInlineParser {
    /// An element being built from the pieces: what it is, and its children so far.
    private struct Frame {
        /// The element, or nil for the top level and for an element past the nesting limit (its children go to its parent).
        let mark: Mark?
        var children: [MarkdownInline] = []
    }

    /// The inlines the pieces make, and whether some were past ``maximumNesting`` (kept as their content alone).
    func tree() -> (inlines: [MarkdownInline], nestingExceeded: Bool) {
        var stack = [Frame(mark: nil)]
        var exceeded = false
        var depth = 0
        for piece in pieces {
            for _ in 0..<piece.closes where stack.count > 1 {
                let frame = stack.removeLast()
                guard let mark = frame.mark else { stack[stack.count - 1].children += frame.children; continue }
                depth -= 1
                stack[stack.count - 1].children.append(Self.inline(mark, frame.children))
            }
            if let inline = Self.inline(piece.kind) { stack[stack.count - 1].children.append(inline) }
            for mark in piece.opens {
                if depth >= maximumNesting {
                    exceeded = true
                    stack.append(Frame(mark: nil))
                } else {
                    depth += 1
                    stack.append(Frame(mark: mark))
                }
            }
        }
        while stack.count > 1 {
            let frame = stack.removeLast()
            stack[stack.count - 1].children += frame.mark.map { [Self.inline($0, frame.children)] } ?? frame.children
        }
        return (Self.merged(stack[0].children), exceeded)
    }

    /// The inline of one piece, or nil for an empty one.
    private static func inline(_ kind: Kind) -> MarkdownInline? {
        switch kind {
        case .text(let bytes), .literal(let bytes): bytes.isEmpty ? nil : .text(String(decoding: bytes, as: UTF8.self))
        case .delimiter(let character, let count): count == 0 ? nil : .text(String(repeating: Character(Unicode.Scalar(character)), count: count))
        case .code(let text): .code(text)
        case .html(let text): .html(text)
        case .softBreak: .softBreak
        case .hardBreak: .hardBreak
        }
    }

    /// The element `mark` opens, around `children`.
    private static func inline(_ mark: Mark, _ children: [MarkdownInline]) -> MarkdownInline {
        switch mark {
        case .emphasis: .emphasis(merged(children))
        case .strong: .strong(merged(children))
        case .link(let destination, let title, let line): .link(destination: destination, title: title, line: line, children: merged(children))
        case .image(let source, let title): .image(source: source, title: title, children: merged(children))
        }
    }

    /// `inlines` with neighbouring texts joined (in one buffer, so a long run of texts costs its length).
    private static func merged(_ inlines: [MarkdownInline]) -> [MarkdownInline] {
        var result: [MarkdownInline] = []
        result.reserveCapacity(inlines.count)
        var pending: String?
        for inline in inlines {
            if case .text(let text) = inline {
                if pending == nil { pending = text } else { pending! += text }
                continue
            }
            if let text = pending { result.append(.text(text)); pending = nil }
            result.append(inline)
        }
        if let text = pending { result.append(.text(text)) }
        return result
    }
}
