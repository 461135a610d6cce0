@testable import DesignSystem
import Testing

/// The JavaScript module export of the fixture.
@Suite struct JSExportTests {
    @Test func writesConstants() throws {
        expectGolden(try ExportFixture.render(.js), Self.module)
    }

    @Test func alwaysResolvesReferences() throws {
        expectGolden(try ExportFixture.render(.js, resolveAliases: false), Self.module)
    }

    static let module = #"""
        // Swatchbook — theme=dark
        export const ColorAccent = "oklch(0.7 0.3 30)";
        export const ColorVivid = "color(display-p3 1 0 0.5)";
        /** @deprecated use color.brand.900 */
        export const ColorLegacy = "#00000033";
        /** Brand primary */
        export const ColorBrand500 = "#4555e1";
        export const ColorBrand900 = "#00000033";
        export const ColorActionPrimary = "#4555e1";
        export const ColorActionPrimaryHover = "#4555e1";
        export const Space4 = "16px";
        export const SpaceLg = "1.5rem";
        export const FontFamilySans = ["Inter", "Segoe UI", "sans-serif"];
        export const FontWeightBold = 700;
        export const FontLineHeightBody = 1.5;
        export const MotionDurationFast = "150ms";
        export const MotionEasingStandard = "cubic-bezier(0.4, 0, 0.2, 1)";
        export const LineSolid = "solid";
        /** dash-array: 4px 2px; line-cap: round */
        export const LineDotted = "dashed";
        export const BorderFocus = "2px solid #4555e1";
        export const TransitionFade = "150ms cubic-bezier(0.4, 0, 0.2, 1) 0ms";
        export const ShadowCard = "0px 1px 2px 0px #00000033, inset 0px -1px 0px 0px #ffffff";
        export const GradientHero = "linear-gradient(#4555e1 0%, #000000 100%)";
        export const TypographyBody = { fontFamily: "Inter, \"Segoe UI\", sans-serif", fontSize: "16px", fontWeight: 700, letterSpacing: "0.5px", lineHeight: 1.5 };

        """#
}
