/// CSS shorthands for the composite types. `parts` holds the references that stand in for
/// members of the value (`["color"]` → `var(--color-brand-500)`); a member without one is
/// written out.
extension CSSValueWriter {
    /// `1px solid #4555e1`: width, style, colour.
    func border(_ border: BorderValue, parts: [[String]: String]) -> String? {
        guard let width = parts[["width"]] ?? dimension(border.width),
              let style = parts[["style"]] ?? strokeKeyword(border.style) else { return nil }
        return "\(width) \(style) \(parts[["color"]] ?? border.color.cssString)"
    }

    /// `200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms`: duration, timing function, delay.
    func transition(_ transition: TransitionValue, parts: [[String]: String]) -> String? {
        guard let length = parts[["duration"]] ?? duration(transition.duration),
              let delay = parts[["delay"]] ?? duration(transition.delay) else { return nil }
        return "\(length) \(parts[["timingFunction"]] ?? cubicBezier(transition.timingFunction)) \(delay)"
    }

    /// `inset 0 1px 2px 0 #00000033, …`: one `[inset] x y blur spread colour` per layer.
    func shadow(_ layers: [ShadowValue], isList: Bool, parts: [[String]: String]) -> String? {
        var written: [String] = []
        for (index, layer) in layers.enumerated() {
            let prefix = isList ? [String(index)] : []
            let lengths = [("offsetX", layer.offsetX), ("offsetY", layer.offsetY), ("blur", layer.blur), ("spread", layer.spread)]
            var words = layer.inset ? ["inset"] : []
            for (member, length) in lengths {
                guard let text = parts[prefix + [member]] ?? dimension(length) else { return nil }
                words.append(text)
            }
            words.append(parts[prefix + ["color"]] ?? layer.color.cssString)
            written.append(words.joined(separator: " "))
        }
        return written.isEmpty ? nil : written.joined(separator: ", ")
    }

    /// `linear-gradient(#4555e1 0%, #0d1033 100%)`: top to bottom, positions as percentages.
    func gradient(_ stops: [GradientStop], parts: [[String]: String]) -> String? {
        guard !stops.isEmpty else { return nil }
        let written = stops.enumerated().map { index, stop in
            (parts[[String(index), "color"]] ?? stop.color.cssString) + " " + Self.number(stop.position * 100) + "%"
        }
        return "linear-gradient(" + written.joined(separator: ", ") + ")"
    }

    /// The `font` shorthand `700 16px/1.5 Inter, sans-serif`, and the letter spacing apart.
    /// In SCSS the line height is interpolated (`16px/#{1.5}`) so the slash stays a slash, and so
    /// is a size that is a variable (`#{$font-size-body}/#{1.5}`), which Sass would divide.
    func typography(_ typography: TypographyValue, parts: [[String]: String]) -> CSSValue? {
        guard let size = parts[["fontSize"]] ?? dimension(typography.fontSize),
              let family = parts[["fontFamily"]] ?? fontFamily(typography.fontFamily) else { return nil }
        let weight = parts[["fontWeight"]] ?? Self.number(typography.fontWeight.weight)
        var sizeAndLineHeight = size
        if let lineHeight = parts[["lineHeight"]] ?? typography.lineHeight.flatMap(lineHeight) {
            if isSCSS && size.hasPrefix("$") { sizeAndLineHeight = "#{\(size)}" }
            sizeAndLineHeight += isSCSS ? "/#{\(lineHeight)}" : "/\(lineHeight)"
        }
        var letterSpacing: String?
        if let spacing = typography.letterSpacing {
            guard let text = parts[["letterSpacing"]] ?? dimension(spacing) else { return nil }
            letterSpacing = text
        }
        return CSSValue(text: "\(weight) \(sizeAndLineHeight) \(family)", letterSpacing: letterSpacing)
    }

    /// `1.5` for a multiple of the font size, `41px` for an absolute line height.
    func lineHeight(_ lineHeight: LineHeightValue) -> String? {
        switch lineHeight {
        case .multiple(let number): return Self.number(number)
        case .length(let length): return dimension(length)
        }
    }
}
