extension ImageMask {
    /// The structural class of a circle mask; its rule (`border-radius: 50%`) is a shape, not a size.
    public static let circleClass = "sb-mask-circle"

    /// The classes an element clipped by this mask needs besides its modifiers: ``circleClass``
    /// for a circle, none otherwise.
    public var structuralClasses: [String] { self == .circle ? [Self.circleClass] : [] }

    /// The literal corner radius of a mask rounded with a radius: `cornerRadius` of that many
    /// CSS pixels. Nil for other masks, and for a radius that is negative or not finite (the
    /// style's radius applies then).
    ///
    /// A literal's class needs a rule in the utility stylesheet: whoever builds the stylesheet for
    /// sample data adds these modifiers to the styles' own.
    public var radiusModifier: LayoutModifier? {
        guard case .rounded(let radius?) = self, radius.isFinite, radius >= 0 else { return nil }
        return LayoutModifier(.cornerRadius, .literal(.dimension(DimensionValue(value: radius, unit: "px"))))
    }

    /// The modifiers of an element clipped by this mask, from the style's modifiers for it.
    ///
    /// Rounded without a radius keeps the style's corner radius; rounded with one replaces it by
    /// ``radiusModifier``; none and circle drop it (a circle's shape comes from ``circleClass``).
    public func applied(to styleModifiers: [LayoutModifier]) -> [LayoutModifier] {
        let others = styleModifiers.filter { $0.effect != .cornerRadius }
        switch self {
        case .none, .circle: return others
        case .rounded:
            guard let literal = radiusModifier else { return styleModifiers }
            return others + [literal]
        }
    }
}
