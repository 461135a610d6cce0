/// Storybook's ids: `kebab(title)--kebab(name)`, made the way Storybook's `toId` makes them.
///
/// Storybook (`storybook/internal/csf`, `sanitize` and `toId`) lowercases, turns every space and
/// ASCII punctuation mark (and `’ – — ― ′ ¿`) into `-`, joins runs of `-` and trims them from the
/// ends. Control characters are turned into `-` here too, so an id never holds one.
enum StorybookID {
    /// The characters Storybook's `sanitize` replaces by `-`.
    private static let separators: Set<Unicode.Scalar> = Set(" ’–—―′¿'`~!@#$%^&*()_|+-=?;:\",.<>{}[]\\/".unicodeScalars)

    /// `text` as Storybook sanitizes it: `Primary, large` → `primary-large`; empty when nothing is left.
    static func sanitize(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if separators.contains(scalar) || scalar.properties.generalCategory == .control {
                pendingDash = !result.isEmpty
            } else {
                if pendingDash { result.append("-") }
                pendingDash = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The id of the entry `name` in the sidebar node `title`: `components-button--primary`.
    static func id(title: String, name: String) -> String { sanitize(title) + "--" + sanitize(name) }

    /// One part of a sidebar title (Storybook splits titles at `/`): `text` without slashes, or
    /// `fallback` when nothing of it would be left in an id.
    static func titlePart(_ text: String, fallback: String) -> String {
        let part = text.replacing("/", with: "-").trimmingWhitespace()
        return sanitize(part).isEmpty ? fallback : part
    }

    /// `brand-accent` → `Brand accent`: a name from the Config as a reader sees it in a sidebar.
    static func displayName(_ name: String) -> String {
        let words = name.replacing("-", with: " ").replacing("_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
