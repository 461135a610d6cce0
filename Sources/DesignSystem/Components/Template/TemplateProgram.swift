/// A template parsed into a flat list of steps: text to write, values to write, and sections
/// that jump to their end or back to their start. Being flat, it is rendered and checked by
/// loops with a stack of their own, however deeply its sections nest.
struct TemplateProgram: Sendable {
    /// The steps, in the template's order.
    var instructions: [TemplateInstruction] = []
    /// Every tag as written, in order (for the rules each tag follows on its own).
    var tags: [TemplateTag] = []
    /// The template with its tags masked (see ``TemplateMask``).
    var masked = ""
}

/// One step of a ``TemplateProgram``.
struct TemplateInstruction: Sendable {
    /// What the step does.
    enum Kind: Sendable {
        /// Writes template text as it is; `elements` counts the start tags it holds (`<` and a letter).
        case text([UInt8], elements: Int)
        /// Writes a value, escaped.
        case variable(TemplateName)
        /// Starts a section (`{{#name}}`, or `{{^name}}` when `inverted`) whose `close` step is at `end`.
        case section(TemplateName, inverted: Bool, end: Int)
        /// Ends the section that starts at `start`.
        case close(start: Int)
        /// A comment: writes nothing.
        case comment
    }

    /// What it does.
    var kind: Kind
    /// The 1-based line and column where it starts in the template.
    let line: Int
    let column: Int
    /// The index of its tag in ``TemplateProgram/tags``; nil for text.
    let tag: Int?

    /// The number of start tags (`<` followed by a letter) in `bytes`.
    static func elements(in bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var afterOpen = false
        for byte in bytes {
            if afterOpen, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") { count += 1 }
            afterOpen = byte == UInt8(ascii: "<")
        }
        return count
    }
}
