@testable import DesignSystem
import Testing

/// The CSS export of the fixture, resolved and with references.
@Suite struct CSSExportTests {
    @Test func writesCustomProperties() throws {
        expectGolden(try ExportFixture.render(.css), Self.resolved)
    }

    @Test func writesVarReferencesWhenNotResolving() throws {
        expectGolden(try ExportFixture.render(.css, resolveAliases: false), Self.written)
    }

    static let resolved = #"""
        /* Swatchbook — theme=dark */
        :root {
          --color-accent: oklch(0.7 0.3 30);
          --color-vivid: color(display-p3 1 0 0.5);
          /* deprecated: use color.brand.900 */
          --color-legacy: #00000033;
          /* Brand primary */
          --color-brand-500: #4555e1;
          --color-brand-900: #00000033;
          --color-action-primary: #4555e1;
          --color-action-primary-hover: #4555e1;
          --space-4: 16px;
          --space-lg: 1.5rem;
          --font-family-sans: Inter, "Segoe UI", sans-serif;
          --font-weight-bold: 700;
          --font-line-height-body: 1.5;
          --motion-duration-fast: 150ms;
          --motion-easing-standard: cubic-bezier(0.4, 0, 0.2, 1);
          --line-solid: solid;
          /* dash-array: 4px 2px; line-cap: round */
          --line-dotted: dashed;
          --border-focus: 2px solid #4555e1;
          --transition-fade: 150ms cubic-bezier(0.4, 0, 0.2, 1) 0ms;
          --shadow-card: 0px 1px 2px 0px #00000033, inset 0px -1px 0px 0px #ffffff;
          --gradient-hero: linear-gradient(#4555e1 0%, #000000 100%);
          --typography-body: 700 16px/1.5 Inter, "Segoe UI", sans-serif;
          --typography-body-letter-spacing: 0.5px;
        }

        """#

    static let written = #"""
        /* Swatchbook — theme=dark */
        :root {
          --color-accent: oklch(0.7 0.3 30);
          --color-vivid: color(display-p3 1 0 0.5);
          /* deprecated: use color.brand.900 */
          --color-legacy: var(--color-brand-900);
          /* Brand primary */
          --color-brand-500: #4555e1;
          --color-brand-900: #00000033;
          --color-action-primary: var(--color-brand-500);
          --color-action-primary-hover: var(--color-action-primary);
          --space-4: 16px;
          --space-lg: 1.5rem;
          --font-family-sans: Inter, "Segoe UI", sans-serif;
          --font-weight-bold: 700;
          --font-line-height-body: 1.5;
          --motion-duration-fast: 150ms;
          --motion-easing-standard: cubic-bezier(0.4, 0, 0.2, 1);
          --line-solid: solid;
          /* dash-array: 4px 2px; line-cap: round */
          --line-dotted: dashed;
          --border-focus: 2px solid var(--color-brand-500);
          --transition-fade: var(--motion-duration-fast) cubic-bezier(0.4, 0, 0.2, 1) 0ms;
          --shadow-card: 0px 1px 2px 0px var(--color-brand-900), inset 0px -1px 0px 0px #ffffff;
          --gradient-hero: linear-gradient(var(--color-brand-500) 0%, #000000 100%);
          --typography-body: var(--font-weight-bold) 16px/var(--font-line-height-body) var(--font-family-sans);
          --typography-body-letter-spacing: 0.5px;
        }

        """#
}
