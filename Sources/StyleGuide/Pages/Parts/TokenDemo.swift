import DesignSystem

/// What a token looks like, drawn with the design system's own stylesheet: a swatch for a
/// colour, a specimen for a text style, a bar for a length, a rounded box for a radius, a
/// bordered or shadowed box, a moving dot for motion. Every look is a layout modifier's class,
/// whose rule the token stylesheet holds (see ``modifiers(for:)``).
enum TokenDemo {
    /// The layout modifiers the demo of `token` uses; the token stylesheet has a rule for each.
    static func modifiers(for token: ResolvedToken) -> [LayoutModifier] {
        let path = LayoutValue.token(token.path)
        switch token.value {
        case .color: return [Swatch.modifier(token.path)]
        case .typography: return [TypeSpecimen.modifier(token.path)]
        case .border: return [LayoutModifier(.border, path)]
        case .shadow: return [LayoutModifier(.shadow, path)]
        case .transition, .duration, .cubicBezier: return MotionDemo.modifier(for: token).map { [$0] } ?? []
        case .gradient(let stops): return stops.map { LayoutModifier(.background, .literal(.color($0.color))) }
        case .number where isOpacity(token.path): return [LayoutModifier(.opacity, path)]
        case .dimension(let dimension):
            if isRadius(token.path) { return [LayoutModifier(.cornerRadius, path)] }
            return dimension.value >= 0 ? [LayoutModifier(.width, path)] : []
        default: return []
        }
    }

    /// The demo of `token`, or nothing when its type has none.
    static func node(for token: ResolvedToken) -> Node {
        let modifiers = modifiers(for: token)
        switch token.value {
        case .color: return Swatch.node(token.path)
        case .typography: return TypeSpecimen.node(token.path)
        case .transition, .duration, .cubicBezier: return MotionDemo.node(for: token)
        case .gradient:
            return .div([.class("gradient-demo"), .aria("hidden", "true")], modifiers.map {
                Node.span(.class("gradient-demo__stop")).modified(by: $0)
            })
        default:
            guard let modifier = modifiers.first else { return .empty }
            let kind = switch modifier.effect {
            case .cornerRadius: "radius-demo"
            case .border: "border-demo"
            case .shadow: "shadow-demo"
            case .opacity: "opacity-demo"
            default: "bar-demo"
            }
            let shape = Node.span(.class(kind + "__shape")).modified(by: modifier)
            return .div([.class("demo", kind), .aria("hidden", "true")], [shape])
        }
    }

    /// True for a length that names a corner radius (`radius.md`, `component.card.radius`).
    static func isRadius(_ path: TokenPath) -> Bool { path.segments.contains { $0.contains("radius") } }

    /// True for a number that names an opacity.
    static func isOpacity(_ path: TokenPath) -> Bool { path.segments.contains { $0.contains("opacity") } }

    /// Every modifier the token pages use for `set`: what the token stylesheet must hold rules for.
    static func modifiers(in set: TokenSet) -> Set<LayoutModifier> {
        Set(set.tokens.flatMap(modifiers(for:)))
    }
}
