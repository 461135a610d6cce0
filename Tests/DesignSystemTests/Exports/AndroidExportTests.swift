@testable import DesignSystem
import Testing

/// The Android resources export of the fixture.
@Suite struct AndroidExportTests {
    @Test func writesResources() throws {
        expectGolden(try ExportFixture.render(.android), Self.resources)
    }

    @Test func alwaysResolvesReferences() throws {
        expectGolden(try ExportFixture.render(.android, resolveAliases: false), Self.resources)
    }

    static let resources = #"""
        <?xml version="1.0" encoding="utf-8"?>
        <!-- Swatchbook — theme=dark -->
        <resources>
            <!-- Not representable as Android resources: line.dotted, border.focus, transition.fade, shadow.card, gradient.hero, typography.body -->
            <color name="color_accent">#FFFF5843</color>
            <color name="color_vivid">#FFFF1182</color>
            <!-- deprecated: use color.brand.900 -->
            <color name="color_legacy">#33000000</color>
            <!-- Brand primary -->
            <color name="color_brand_500">#FF4555E1</color>
            <color name="color_brand_900">#33000000</color>
            <color name="color_action_primary">#FF4555E1</color>
            <color name="color_action_primary_hover">#FF4555E1</color>
            <dimen name="space_4">16dp</dimen>
            <dimen name="space_lg">24dp</dimen>
            <string name="font_family_sans">Inter, Segoe UI, sans-serif</string>
            <integer name="font_weight_bold">700</integer>
            <item name="font_line_height_body" type="dimen" format="float">1.5</item>
            <integer name="motion_duration_fast">150</integer>
            <string name="motion_easing_standard">0.4,0,0.2,1</string>
            <string name="line_solid">solid</string>
        </resources>

        """#
}
