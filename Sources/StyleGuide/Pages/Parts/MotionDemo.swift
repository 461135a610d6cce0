import DesignSystem

/// Motion shown moving: a dot that crosses its track with the token's transition when the
/// reader presses Play (a checkbox, so it works without JavaScript) or points at the demo.
/// The guide's stylesheet moves it only under `prefers-reduced-motion: no-preference`.
///
/// A transition token is used as it is; a duration runs with the standard easing, and an
/// easing over 600 ms, both written into the token stylesheet as literal transitions.
enum MotionDemo {
    /// The easing a duration is shown with.
    static let standardEasing = CubicBezierValue([0.2, 0, 0, 1])
    /// How long an easing curve is shown running.
    static let easingDuration = DurationValue(value: 600, unit: "ms")

    /// The transition modifier of the demo of `token`, or nil when it is not motion.
    static func modifier(for token: ResolvedToken) -> LayoutModifier? {
        let none = DurationValue(value: 0, unit: "ms")
        switch token.value {
        case .transition: return LayoutModifier(.transition, .token(token.path))
        case .duration(let duration):
            let value = TransitionValue(duration: duration, delay: none, timingFunction: standardEasing)
            return LayoutModifier(.transition, .literal(.transition(value)))
        case .cubicBezier(let curve):
            let value = TransitionValue(duration: easingDuration, delay: none, timingFunction: curve)
            return LayoutModifier(.transition, .literal(.transition(value)))
        default: return nil
        }
    }

    /// The demo of `token`: Play, the track and its dot, and the curve of an easing.
    static func node(for token: ResolvedToken) -> Node {
        guard let modifier = modifier(for: token) else { return .empty }
        var curve = Node.empty
        if case .cubicBezier(let value) = token.value { curve = self.curve(value) }
        return .div(.class("demo", "motion-demo"), children:
            .label(.class("motion-demo__play"), children:
                .input(.type("checkbox"), .class("motion-demo__toggle")),
                .span(children: "Play"),
                .span(.class("visually-hidden"), children: .text(" \(token.path)"))
            ),
            .span([.class("motion-demo__track"), .aria("hidden", "true")], [
                Node.span(.class("motion-demo__dot")).modified(by: modifier),
            ]),
            curve
        )
    }

    /// The easing curve drawn in a unit square (time across, progress up).
    static func curve(_ value: CubicBezierValue) -> Node {
        guard value.points.count == 4 else { return .empty }
        func number(_ x: Double) -> String { NumberText.format(x, decimals: 2) }
        let p = value.points.map { $0 * 100 }
        let path = "M0 100 C\(number(p[0])) \(number(100 - p[1])) \(number(p[2])) \(number(100 - p[3])) 100 0"
        return .element("svg", attributes: [.class("easing-curve"), .custom("viewBox", "-8 -8 116 116"), .aria("hidden", "true"),
                                            .custom("focusable", "false")], children: [
            .element("path", attributes: [.class("easing-curve__axis"), .custom("d", "M0 0 V100 H100")], children: []),
            .element("path", attributes: [.class("easing-curve__line"), .custom("d", path)], children: []),
        ])
    }
}
