/// Follows every path through a template's sections, as Go's `html/template` does, and finds
/// where a value or a section could change what the HTML around it means.
///
/// A section's body renders zero, one or many times and a comment renders nothing, so the HTML
/// context is tracked across the tags (``TemplateHTMLContext``) and, at each section's end, the
/// context after its body must be the context before it (or, between attributes, one that the
/// next byte cannot tell apart: see ``join(_:_:)``). So a quote, `<`, `=`, a name or a
/// URL's start never comes from a section, and a value never lands in a name, an unquoted value
/// or a URL's unsettled start. Sections and comments may not stand inside a name at all. One
/// pass over the steps, with a stack of the sections open: linear in the template's size.
struct TemplatePathCheck {
    /// The template, parsed.
    let program: TemplateProgram
    /// Its file, for messages.
    let file: String

    /// A section whose end has not been reached.
    private struct Open {
        /// The context before it.
        let context: TemplateHTMLContext
        /// Where its body starts: `context`, except that after an attribute's name the body may not
        /// give it a value (an `=` from the section).
        let body: TemplateHTMLContext
        /// Its step and its name.
        let instruction: TemplateInstruction
        let name: TemplateName
        /// False when the section stands where no section may, already reported.
        let checked: Bool
    }

    /// Every problem, in the template's order.
    func problems() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var context = TemplateHTMLContext()
        var open: [Open] = []
        /// Adds an `unsafe-value-position` error at `line` and `column`.
        func report(_ line: Int, _ column: Int, _ message: String) {
            diagnostics.append(Diagnostic(.unsafeValuePosition, file: file, line: line, "column \(column): \(message)"))
        }
        for instruction in program.instructions {
            let tag = instruction.tag.map { program.tags[$0].written } ?? ""
            switch instruction.kind {
            case .text(let bytes, _):
                var line = instruction.line, column = instruction.column
                for byte in bytes {
                    if let problem = context.read(byte) { report(line, column, problem) }
                    if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
                }
            case .variable(let name):
                if let problem = context.valueProblem(name) {
                    report(instruction.line, instruction.column, problem)
                } else {
                    context.writeValue(name)
                }
            case .comment:
                if !context.allowsTag {
                    report(instruction.line, instruction.column, "a comment \(context.described) joins the markup on each side of it; "
                        + "move it out of the tag")
                }
            case .section(let name, _, _):
                let allowed = context.allowsTag
                if !allowed {
                    report(instruction.line, instruction.column, "\(tag) stands \(context.described), so the section would write "
                        + "part of a name or an unquoted value; a section holds whole elements, whole attributes, or text")
                }
                let body = Self.sealed(context)
                open.append(Open(context: context, body: body, instruction: instruction, name: name, checked: allowed))
                context = body
            case .close:
                guard let section = open.popLast() else { continue }
                guard section.checked else {
                    context = section.context
                    continue
                }
                let repeats = Self.mayRepeat(section.name)
                if let joined = Self.join(section.context, context), !repeats || Self.join(section.body, context) == section.body {
                    context = joined
                } else {
                    let opening = section.instruction.tag.map { program.tags[$0].written } ?? ""
                    report(section.instruction.line, section.instruction.column, "\(opening) starts \(section.context.described) "
                        + "and \(tag)\(instruction.line == section.instruction.line ? "" : " (line \(instruction.line))") ends "
                        + "\(context.described)\(repeats ? ", and the section repeats" : ""): markup that depends on a section must "
                        + "be whole (whole elements, whole attributes, or text inside a value), so a section never writes a quote, "
                        + "<, =, a name or the start of a URL")
                    context = section.context
                }
            }
        }
        return diagnostics
    }

    /// The context a section's body starts in: the one before it, except that just after an
    /// attribute's name (`hidden {{#a}}…`) an `=` in the body, which would give that name a value, is refused.
    static func sealed(_ context: TemplateHTMLContext) -> TemplateHTMLContext {
        guard case .afterAttributeName = context.state else { return context }
        var sealed = context
        sealed.attribute = TemplateMarkupName()
        sealed.state = .merged(needsSeparator: false, equalsRefused: true)
        return sealed
    }

    /// The context where both paths meet after a section: the body not rendered (`start`) and
    /// rendered (`end`); nil when they differ in what the next byte would mean. Between
    /// attributes, paths that differ meet in a stricter state
    /// (``TemplateHTMLContext/State/merged(needsSeparator:equalsRefused:)``). A section that may
    /// repeat its body must end where its body starts (joined, no stricter), as its next round starts there.
    static func join(_ start: TemplateHTMLContext, _ end: TemplateHTMLContext) -> TemplateHTMLContext? {
        if start == end { return start }
        guard start.element == end.element, start.isEndTag == end.isEndTag,
              let before = Self.between(start.state), let after = Self.between(end.state) else { return nil }
        var joined = start
        joined.attribute = TemplateMarkupName()
        joined.state = before.free && after.free && !before.separator && !after.separator
            ? .beforeAttributeName
            : .merged(needsSeparator: before.separator || after.separator, equalsRefused: !(before.free && after.free))
        return joined
    }

    /// For a state between attributes: whether the next byte must separate (a name may go on) and
    /// whether an `=` next would start a new attribute (`free`) rather than give a name its value.
    private static func between(_ state: TemplateHTMLContext.State) -> (separator: Bool, free: Bool)? {
        switch state {
        case .beforeAttributeName: (false, true)
        case .afterAttributeName: (false, false)
        case .attributeName: (true, false)
        case .merged(let separator, let equalsRefused): (separator, !equalsRefused)
        default: nil
        }
    }

    /// Whether a section over `name` may render its body more than once: a list (`sections`,
    /// `items`, a value climbing to them), a list a transform makes, or a name the check cannot place.
    static func mayRepeat(_ name: TemplateName) -> Bool {
        if let outermost = name.transforms.first { return outermost == "reversed" || outermost == "sorted" }
        guard let head = name.head else { return false }
        if head == "sections" || head == "items" { return name.path.count == 1 }
        return !(TemplateView.topNames + TemplateView.sectionNames + TemplateView.imageNames).contains(head)
    }
}
