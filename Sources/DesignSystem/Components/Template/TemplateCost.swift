/// The least a render of a template costs over a sample, seen before rendering: its list sections
/// (`{{#sections}}`, `{{#items}}`, and names that climb to them) repeat their bodies once per
/// section or item, so nesting multiplies. Counted as the renderer counts against `previewBytes`
/// (each tag visited and each byte of template text written is one) and `previewElements`; values,
/// whose length the template does not show, count one each. One pass over the steps.
///
/// Two `{{#sections}}` nested 22 deep over a sample of 2 sections visit their innermost tag
/// 2²² = 4,194,304 times: refused when the Config loads, rather than when a preview is asked for.
struct TemplateCost {
    /// A sample's size as a template walks it.
    struct Shape: Sendable {
        /// The sample set's name, for messages.
        let sample: String
        /// Its sections, and the items of its largest section.
        let sections: Int
        let items: Int
    }

    /// Steps of one render, at least.
    private(set) var steps = 0
    /// Elements of one render, at least.
    private(set) var elements = 0
    /// The list section whose body repeats most.
    private(set) var heaviest: TemplateInstruction?

    /// The cost of `program` over a sample of `shape`.
    init(_ program: TemplateProgram, over shape: Shape) {
        var repeats = 1, heaviestRepeats = 1
        var outer: [Int] = []
        for instruction in program.instructions {
            switch instruction.kind {
            case .text(let bytes, let count):
                add(repeats, bytes.count + 1)
                elements = Self.sum(elements, Self.product(repeats, count))
            case .variable, .comment:
                add(repeats, 1)
            case .section(let name, let inverted, _):
                add(repeats, 1)
                outer.append(repeats)
                let fan = inverted ? 1 : Self.fan(of: name, shape)
                repeats = Self.product(repeats, fan)
                if fan > 1, repeats > heaviestRepeats {
                    heaviestRepeats = repeats
                    heaviest = instruction
                }
            case .close:
                add(repeats, 1)
                repeats = outer.popLast() ?? 1
            }
        }
    }

    /// How many times a section over `name` shows its body at most.
    static func fan(of name: TemplateName, _ shape: Shape) -> Int {
        if let outermost = name.transforms.first, outermost != "reversed" {
            return outermost == "sorted" ? TemplateView.topNames.count : 1
        }
        switch name.path {
        case ["sections"]: return shape.sections
        case ["items"]: return shape.items
        case ["value"]: return max(shape.sections, shape.items, TemplateView.topNames.count)
        default: return 1
        }
    }

    /// Counts `cost`, `repeats` times.
    private mutating func add(_ repeats: Int, _ cost: Int) {
        steps = Self.sum(steps, Self.product(repeats, cost))
    }

    /// `first × second`, or the largest number when that overflows.
    private static func product(_ first: Int, _ second: Int) -> Int {
        let (result, overflow) = first.multipliedReportingOverflow(by: second)
        return overflow ? .max : result
    }

    /// `first + second`, or the largest number when that overflows.
    private static func sum(_ first: Int, _ second: Int) -> Int {
        let (result, overflow) = first.addingReportingOverflow(second)
        return overflow ? .max : result
    }
}

/// Refusing, at load, a template component whose renders over the Config's samples would pass its limits.
extension TemplateComponent {
    /// The refusals of a template whose renders over `samples` (the Config's) would pass
    /// `previewBytes` or `previewElements` however short the samples' texts: the worst sample's,
    /// at the line of the section that repeats most. A component showing one item walks one
    /// section of one item whatever the sample.
    public func costProblems(over samples: [SampleSet]) -> [Diagnostic] {
        let shapes = definition.about.showsSections
            ? samples.map { TemplateCost.Shape(sample: $0.name, sections: $0.sections.count, items: $0.sections.map(\.items.count).max() ?? 0) }
            : [TemplateCost.Shape(sample: samples.first?.name ?? "", sections: 1, items: 1)]
        let costs = shapes.map { ($0, TemplateCost(program, over: $0)) }
        var problems: [Diagnostic] = []
        for (setting, measure) in [(TemplateLimits.Setting.previewBytes, \TemplateCost.steps), (.previewElements, \.elements)] {
            guard let (shape, cost) = costs.max(by: { $0.1[keyPath: measure] < $1.1[keyPath: measure] }),
                  cost[keyPath: measure] > limits[setting] else { continue }
            let at = cost.heaviest.map { "column \($0.column): the list sections nested here" } ?? "the template"
            let sample = definition.about.showsSections
                ? "the sample '\(shape.sample)' (\(Self.count(shape.sections, "section")), up to \(Self.count(shape.items, "item")) in one)"
                : "one item"
            let what = setting == .previewBytes
                ? "take at least \(TokenLimits.grouped(cost.steps)) steps (each tag visited and each byte of template text written counts one)"
                : "write at least \(TokenLimits.grouped(cost.elements)) elements"
            problems.append(limits.exceeded(setting, "\(at) would, over \(sample), \(what)", file: templateFile,
                                            line: cost.heaviest?.line ?? 1))
        }
        return problems
    }

    /// `2 sections`, `1 item`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(TokenLimits.grouped(number)) \(noun)\(number == 1 ? "" : "s")"
    }
}
