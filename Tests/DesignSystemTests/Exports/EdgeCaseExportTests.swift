@testable import DesignSystem
import Testing

/// Exports of ``EdgeFixture``: collisions, keywords, leading digits, escaping, values a format
/// cannot hold, and a typography alias with its letter-spacing companion.
@Suite struct EdgeCaseExportTests {
    @Test func css() throws {
        expectGolden(try EdgeFixture.render(.css), Self.css)
    }

    @Test func cssWithReferences() throws {
        expectGolden(try EdgeFixture.render(.css, resolveAliases: false), Self.cssWithReferences)
    }

    @Test func scssWithReferences() throws {
        expectGolden(try EdgeFixture.render(.scss, resolveAliases: false), Self.scssWithReferences)
    }

    @Test func js() throws {
        expectGolden(try EdgeFixture.render(.js), Self.js)
    }

    @Test func swift() throws {
        expectGolden(try EdgeFixture.render(.swift), Self.swift)
    }

    @Test func android() throws {
        expectGolden(try EdgeFixture.render(.android), Self.android)
    }

    static let css = #"""
        :root {
          /* Ends * / a comment -- with "quotes" and a second line */
          /* deprecated */
          --default: 1;
          --2xl: 24px;
          /* custom is left out: its value has no CSS form */
          --note: "a;b";
          --a-b-c: 2em;
          --a-b-c-2: 3;
          --type-heading: 650 2rem/1.2 "Noto Sans JP";
          --type-heading-letter-spacing: -0.02rem;
          --type-alias: 650 2rem/1.2 "Noto Sans JP";
          --type-alias-letter-spacing: -0.02rem;
        }

        """#

    static let cssWithReferences = #"""
        :root {
          /* Ends * / a comment -- with "quotes" and a second line */
          /* deprecated */
          --default: 1;
          --2xl: 24px;
          /* custom is left out: its value has no CSS form */
          --note: "a;b";
          --a-b-c: 2em;
          --a-b-c-2: 3;
          --type-heading: 650 2rem/1.2 "Noto Sans JP";
          --type-heading-letter-spacing: -0.02rem;
          --type-alias: var(--type-heading);
          --type-alias-letter-spacing: var(--type-heading-letter-spacing);
        }

        """#

    static let scssWithReferences = #"""
        // Ends */ a comment -- with "quotes" and a second line
        // deprecated
        $default: 1;
        $token-2xl: 24px;
        // custom is left out: its value has no SCSS form
        $note: "a;b";
        $a-b-c: 2em;
        $a-b-c-2: 3;
        $type-heading: 650 2rem/#{1.2} "Noto Sans JP";
        $type-heading-letter-spacing: -0.02rem;
        $type-alias: $type-heading;
        $type-alias-letter-spacing: $type-heading-letter-spacing;

        """#

    static let js = #"""
        /**
         * Ends *\/ a comment -- with "quotes" and a second line
         * @deprecated
         */
        export const Default = 1;
        export const _2xl = "24px";
        export const Custom = {"any":"thing"};
        export const Note = "a;b";
        export const ABC = "2em";
        export const ABC_2 = 3;
        export const TypeHeading = { fontFamily: "\"Noto Sans JP\"", fontSize: "2rem", fontWeight: 650, letterSpacing: "-0.02rem", lineHeight: 1.2 };
        export const TypeAlias = { fontFamily: "\"Noto Sans JP\"", fontSize: "2rem", fontWeight: 650, letterSpacing: "-0.02rem", lineHeight: 1.2 };

        """#

    static let swift = #"""
        // Dimensions are in points (1px = 1pt, 1rem = 16pt); durations in seconds.
        import SwiftUI

        public enum DesignTokens {
            // Not representable in Swift: custom, a.b-c
            /// Ends */ a comment -- with "quotes" and a second line
            @available(*, deprecated)
            public static let _default: Double = 1
            public static let _2xl: CGFloat = 24
            public static let note: String = "a;b"
            public static let aBC: Double = 3
            public static let typeHeading = Typography(fontFamily: ["Noto Sans JP"], size: 32, weight: .bold, letterSpacing: -0.32, lineHeight: 1.2)
            public static let typeAlias = Typography(fontFamily: ["Noto Sans JP"], size: 32, weight: .bold, letterSpacing: -0.32, lineHeight: 1.2)
        }

        extension DesignTokens {
            /// A text style: font names in order of preference, size and letter spacing in points,
            /// line height as a multiple of the size.
            public struct Typography: Sendable, Hashable {
                public let fontFamily: [String]
                public let size: CGFloat
                public let weight: Font.Weight
                public let letterSpacing: CGFloat?
                public let lineHeight: Double?
            }
        }

        """#

    static let android = #"""
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <!-- Not representable as Android resources: custom, a.b-c, type.heading, type.alias -->
            <!-- Ends */ a comment - - with "quotes" and a second line -->
            <!-- deprecated -->
            <item name="_default" type="dimen" format="float">1</item>
            <dimen name="_2xl">24dp</dimen>
            <string name="note">a;b</string>
            <item name="a_b_c" type="dimen" format="float">3</item>
        </resources>

        """#
}
