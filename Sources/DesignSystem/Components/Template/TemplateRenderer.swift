/// Renders a ``TemplateProgram`` over a view, as Mustache does: in one loop with a stack of the
/// sections being walked (never by recursion), within a budget of bytes and elements, so a render
/// that would write too much (or walk too long writing nothing) stops.
struct TemplateRenderer {
    /// A section being walked.
    private struct Frame {
        /// The index of its `section` step.
        let start: Int
        /// The elements it walks, for a list; nil when it shows once.
        let elements: [TemplateValue]?
        /// The element being shown.
        var index = 0
        /// Whether it put a value on the context stack.
        let pushed: Bool
        /// The list position outside it, given back when it ends.
        let outerPosition: TemplateListPosition?
    }

    /// What to render.
    let program: TemplateProgram
    /// The budget: `previewBytes` and `previewElements`.
    let limits: TemplateLimits

    /// Why a render stopped: the limit it would have passed.
    struct Stop: Error, Equatable {
        /// The limit.
        let setting: TemplateLimits.Setting
    }

    /// The text the template writes for `view`, or the limit that stopped it.
    func render(_ view: TemplateValue) -> Result<String, Stop> {
        var output: [UInt8] = []
        var bytesLeft = limits.previewBytes, elementsLeft = limits.previewElements
        var context = TemplateContext(top: view)
        var frames: [Frame] = []
        var step = 0
        let instructions = program.instructions
        while step < instructions.count {
            bytesLeft -= 1
            guard bytesLeft >= 0 else { return .failure(Stop(setting: .previewBytes)) }
            switch instructions[step].kind {
            case .text(let bytes, let elements):
                bytesLeft -= bytes.count
                elementsLeft -= elements
                guard bytesLeft >= 0 else { return .failure(Stop(setting: .previewBytes)) }
                guard elementsLeft >= 0 else { return .failure(Stop(setting: .previewElements)) }
                output += bytes
                step += 1
            case .variable(let name):
                let found = context.value(of: name, budget: &bytesLeft)
                if let text = found?.written {
                    guard text.utf8.count <= bytesLeft else { return .failure(Stop(setting: .previewBytes)) }
                    let before = output.count
                    HTMLEscaping.append(escaping: text, to: &output)
                    bytesLeft -= output.count - before
                    guard bytesLeft >= 0 else { return .failure(Stop(setting: .previewBytes)) }
                }
                step += 1
            case .comment:
                step += 1
            case .section(let name, let inverted, let end):
                let found = context.value(of: name, budget: &bytesLeft)
                guard bytesLeft >= 0 else { return .failure(Stop(setting: .previewBytes)) }
                guard let frame = enter(found, inverted: inverted, at: step, context: &context) else {
                    step = end + 1
                    continue
                }
                frames.append(frame)
                step += 1
            case .close:
                guard var frame = frames.popLast() else { step += 1; continue }
                if let elements = frame.elements, frame.index + 1 < elements.count {
                    frame.index += 1
                    context.replaceCurrent(with: elements[frame.index], at: TemplateListPosition(index: frame.index, count: elements.count))
                    frames.append(frame)
                    step = frame.start + 1
                } else {
                    if frame.pushed { context.pop() }
                    context.position = frame.outerPosition
                    step += 1
                }
            }
        }
        return .success(String(decoding: output, as: UTF8.self))
    }

    /// The frame of a section over `value` that shows, its first value pushed; nil when it shows nothing.
    private func enter(_ value: TemplateValue?, inverted: Bool, at step: Int, context: inout TemplateContext) -> Frame? {
        let outer = context.position
        switch (value, inverted) {
        case (.list(let elements)?, false):
            guard let first = elements.first else { return nil }
            context.push(first, at: TemplateListPosition(index: 0, count: elements.count))
            return Frame(start: step, elements: elements, pushed: true, outerPosition: outer)
        case (.list(let elements)?, true):
            guard elements.isEmpty else { return nil }
            context.push(.list(elements), at: nil)
            return Frame(start: step, elements: nil, pushed: true, outerPosition: outer)
        case (.flag(let flag)?, _):
            guard flag != inverted else { return nil }
            return Frame(start: step, elements: nil, pushed: false, outerPosition: outer)
        case (nil, false), (.some, true):
            return nil
        case (nil, true):
            return Frame(start: step, elements: nil, pushed: false, outerPosition: outer)
        case (let shown?, false):
            context.push(shown, at: nil)
            return Frame(start: step, elements: nil, pushed: true, outerPosition: outer)
        }
    }
}

/// The values a render looks names up in: the view at the bottom, then the value of each section
/// being shown, innermost last; and the position in the list being walked, if any.
struct TemplateContext {
    /// The view, then each section's value, innermost last.
    private var stack: [TemplateValue]
    /// The position in the innermost list section, while its body is shown directly.
    var position: TemplateListPosition?

    /// A context holding the view alone.
    init(top: TemplateValue) { stack = [top] }

    /// Enters a section showing `value`, at `position` in a list or outside one.
    mutating func push(_ value: TemplateValue, at position: TemplateListPosition?) {
        stack.append(value)
        self.position = position
    }

    /// Moves a list section on to its next element.
    mutating func replaceCurrent(with value: TemplateValue, at position: TemplateListPosition) {
        stack[stack.count - 1] = value
        self.position = position
    }

    /// Leaves the innermost section that pushed a value.
    mutating func pop() { stack.removeLast() }

    /// The value `name` reads, transforms applied; nil when nothing gives it (or it is absent).
    /// What the lookup costs is taken from `budget`, a render's: one for each value looked in
    /// (climbing out of deep sections costs what it does), and for each transform the size of
    /// what it transforms (bytes of text, elements of a list or object).
    func value(of name: TemplateName, budget: inout Int) -> TemplateValue? {
        var value: TemplateValue?
        var transforms = name.transforms[...]
        switch name.scope {
        case .position:
            guard let position, let innermost = transforms.popLast() else { return nil }
            value = position.transformed(by: innermost)
        case .current:
            guard let path = name.symbols else { return nil }
            value = descend(stack[stack.count - 1], path[...])
        case .stack:
            guard let path = name.symbols, let head = path.first else { return nil }
            for entry in stack.reversed() {
                budget -= 1
                if let found = entry.child(head) {
                    value = descend(found, path.dropFirst())
                    break
                }
            }
        }
        if value == .absent { return nil }
        while let transform = transforms.popLast() {
            guard let current = value else { return nil }
            budget -= current.size
            value = current.transformed(by: transform)
        }
        return value
    }

    /// The value at `path` below `value`, or nil.
    private func descend(_ value: TemplateValue, _ path: ArraySlice<TemplateSymbol>) -> TemplateValue? {
        var current = value
        for name in path {
            guard let child = current.child(name) else { return nil }
            current = child
        }
        return current
    }
}
