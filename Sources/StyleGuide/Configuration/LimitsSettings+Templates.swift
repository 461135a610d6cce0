import DesignSystem

/// Reading the template limits of `limits` in `swatchbook.json`.
extension LimitsSettings {
    /// Reads the template limits, keeping the default for those not given; each must be in its setting's range.
    static func readTemplateLimits(_ reader: inout ObjectReader) -> TemplateLimits {
        var limits = TemplateLimits()
        for setting in TemplateLimits.Setting.all {
            if let value = reader.integer(setting.name, in: setting.range) { limits[setting] = value }
        }
        return limits
    }
}
