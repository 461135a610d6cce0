extension ContrastResult {
    /// The contrast of text in `foreground` on `background`, measured as a style's pairs are: a
    /// translucent background composited over white, a translucent foreground over the background.
    /// The names say what each colour is (a token's id, or the colour as written).
    public static func text(_ foreground: ColorValue, named foregroundName: String, on background: ColorValue,
                            named backgroundName: String) -> ContrastResult {
        var assumed: [String] = []
        var measuredOn = background
        if background.alpha < 1 {
            measuredOn = ContrastCheck.composite(background, over: ContrastCheck.white)
            assumed.append("'\(backgroundName)' is translucent (alpha \(CompactNumber.format(background.alpha))); composited over white")
        }
        if foreground.alpha < 1 {
            assumed.append("'\(foregroundName)' is translucent (alpha \(CompactNumber.format(foreground.alpha))); composited over the background")
        }
        return ContrastResult(foreground: foregroundName, background: backgroundName, foregroundColor: foreground,
                              backgroundColor: measuredOn, ratio: ColorValue.contrastRatio(foreground: foreground, background: measuredOn),
                              note: assumed.isEmpty ? nil : assumed.joined(separator: "; "))
    }
}
