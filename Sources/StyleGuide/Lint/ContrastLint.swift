import DesignSystem

/// `contrast`: every declared colour pair of every style × size × state, in every permutation,
/// measured as the component page measures it (``StyleDocument/resolve(_:size:state:in:surface:)``)
/// and judged at WCAG 2.x AA: text 4.5:1, large text 3:1, icons 3:1. A pair that fails in several
/// sizes or permutations is one finding naming them. The disabled state is skipped unless
/// `disabledState` is set: WCAG 2.x does not ask contrast of inactive components.
struct ContrastLint: LintCheck {
    let rule = LintRule.contrast

    /// A failing pair of one component, style and state.
    private struct Key: Hashable {
        let component: ComponentName, style: StyleName, state: ComponentState, foreground: String, background: String, kind: ContrastKind
    }

    /// What the failures under one key add up to.
    private struct Failure {
        var worst: ContrastResult
        var required: Double
        var sizes: [ComponentSize] = []
        var inputs: [Permutation] = []
        var counted = Set<Permutation>()
        var origin: TokenOrigin
        var token: TokenPath?
        var file: String
    }

    /// How many style lookups the rule makes in `subject`: for each component, its styles × sizes ×
    /// states × the groups of permutations that give its tokens different values.
    static func lookups(in subject: LintSubject, settings: LintSettings) -> Int {
        subject.documents.reduce(0) { total, document in
            let sizes = subject.components.entry(named: document.component)?.about.sizes.count ?? 1
            return total + document.styles.count * sizes * states(of: document, settings: settings).count
                * groups(of: document, in: subject).count
        }
    }

    /// The permutations grouped by what the tokens `document` binds (and the preview surface)
    /// resolve to in them, in document order: one lookup per group measures every member, so a
    /// modifier that changes none of a component's colours or type costs it nothing.
    static func groups(of document: StyleDocument, in subject: LintSubject) -> [[(permutation: Permutation, set: TokenSet)]] {
        let paths = Set(document.allBindings.compactMap(\.value.tokenPath)).sorted() + [subject.settings.preview.background].compactMap { $0 }
        var order: [[TokenValue?]] = []
        var groups: [[TokenValue?]: [(permutation: Permutation, set: TokenSet)]] = [:]
        for entry in subject.sets {
            let key = paths.map { entry.set[$0]?.value }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        return order.map { groups[$0]! }
    }

    func findings(in subject: LintSubject, settings: LintSettings) -> [LintFinding] {
        var order: [Key] = []
        var failures: [Key: Failure] = [:]
        for document in subject.documents {
            let sizes = subject.components.entry(named: document.component)?.about.sizes ?? [.medium]
            let groups = Self.groups(of: document, in: subject)
            for style in document.styles {
                for state in Self.states(of: document, settings: settings) {
                    for size in sizes {
                        for group in groups {
                            let set = group[0].set
                            let surface = subject.settings.preview.background.flatMap { set[$0]?.value }.flatMap(\.colorValue)
                            guard let resolved = document.resolve(style.name, size: size, state: state, in: set, surface: surface) else { continue }
                            for result in resolved.contrast {
                                let required = Self.required(result, in: resolved)
                                guard result.ratio < required else { continue }
                                let key = Key(component: document.component, style: style.name, state: state, foreground: result.foreground,
                                              background: result.background, kind: result.kind)
                                if failures[key] == nil {
                                    order.append(key)
                                    let (origin, token) = Self.place(of: result, in: resolved)
                                    failures[key] = Failure(worst: result, required: required, origin: origin, token: token, file: document.file)
                                }
                                if result.ratio < failures[key]!.worst.ratio { failures[key]!.worst = result }
                                if !failures[key]!.sizes.contains(size) { failures[key]!.sizes.append(size) }
                                for (permutation, _) in group where failures[key]!.counted.insert(permutation).inserted {
                                    failures[key]!.inputs.append(permutation)
                                }
                            }
                        }
                    }
                }
            }
        }
        let position = Dictionary(uniqueKeysWithValues: subject.sets.enumerated().map { ($0.element.permutation, $0.offset) })
        for key in order { failures[key]!.inputs.sort { position[$0, default: 0] < position[$1, default: 0] } }
        return order.map { key in
            let failure = failures[key]!
            let result = failure.worst
            let what = result.kind == .icon ? "an icon" : failure.required < ContrastKind.text.required ? "large text" : "text"
            let sizes = subject.components.entry(named: key.component)?.about.sizes ?? []
            let sizeText = failure.sizes.count == sizes.count ? "" : ", size \(failure.sizes.map(\.rawValue).joined(separator: ", "))"
            var message = "\(key.component) style '\(key.style)', state \(key.state)\(sizeText): '\(result.foreground)' "
                + "\(result.foregroundColor.hexString) on '\(result.background)' \(result.backgroundColor.hexString) is "
                + "\(NumberText.ratio(result.ratio)); \(what) needs \(CompactNumber.format(failure.required)):1 (WCAG 2.x AA, \(result.kind.criterion))"
            if subject.sets.count > 1 { message += " in \(LintFinding.inputsText(failure.inputs, of: subject.sets.count))" }
            var origin = failure.origin
            if origin.file != failure.file { origin = TokenOrigin(file: failure.file, pointer: .root, line: nil) }
            return LintFinding(rule, message, at: origin, inputs: failure.inputs, component: key.component.rawValue,
                               style: key.style.rawValue, state: key.state.rawValue, token: failure.token)
        }
    }

    /// The component's states lint checks: all but `disabled` unless the setting asks for it.
    private static func states(of document: StyleDocument, settings: LintSettings) -> [ComponentState] {
        settings.checksDisabledState ? document.states : document.states.filter { $0 != .disabled }
    }

    /// The ratio a pair needs: 3 for an icon or large text (24px, or 18.66px at weight 700 and up), else 4.5.
    static func required(_ result: ContrastResult, in resolved: ResolvedStyle) -> Double {
        guard result.kind == .text, let foreground = resolved.property(named: result.foreground) else { return result.required }
        let fonts = resolved.properties.filter { $0.property.effect == .font }
        guard let font = fonts.first(where: { $0.property.part == foreground.property.part }) ?? fonts.first(where: { $0.property.part == .root }),
              case .typography(let type)? = font.resolved else { return result.required }
        let size = type.fontSize.unit == "rem" ? type.fontSize.value * 16 : type.fontSize.value
        let large = size >= 24 || (size >= 18.66 && type.fontWeight.weight >= 700)
        return large ? 3 : result.required
    }

    /// Where the failing pair is written: the member of the pair set in the most specific layer
    /// (a state's override before a size's before the base), the foreground when both are equal; and its token.
    private static func place(of result: ContrastResult, in resolved: ResolvedStyle) -> (TokenOrigin, TokenPath?) {
        let members = [resolved.property(named: result.foreground), resolved.property(named: result.background)].compactMap { $0 }
        func rank(_ property: ResolvedProperty) -> Int {
            switch property.layer.kind {
            case .state: 2
            case .size: 1
            case .base: 0
            }
        }
        guard let chosen = members.max(by: { rank($0) < rank($1) }) else {
            return (TokenOrigin(file: "", pointer: .root), nil)
        }
        return (chosen.origin, chosen.value.tokenPath)
    }
}

extension TokenValue {
    /// The colour, when the value is one.
    var colorValue: ColorValue? {
        if case .color(let color) = self { return color }
        return nil
    }
}
