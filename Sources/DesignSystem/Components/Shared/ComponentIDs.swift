/// The `id`s a component gives its elements so labels and ARIA attributes can point at them.
///
/// Scheme: `sb-<component>-<fingerprint>-<role>`, such as `sb-checkbox-6c1f0a3e-label`, where
/// the fingerprint is 8 hex digits of FNV-1a (32 bits) over the variant (style, size, state) and
/// the content shown (every text part, the image address and mask, section titles). So:
/// - a render is a pure function: the same content and variant always get the same ids, and a
///   rendered page can be cached and compared byte for byte;
/// - two previews on one page differ in content or variant, hence in their ids (a page that
///   shows every state of one sample gets distinct ids per state);
/// - within one render ids differ by role, and list sections add the index path (`s1-title`).
/// Every id starts with a letter and holds only `a-z`, `0-9` and `-`, so it is valid in HTML and
/// in CSS selectors.
struct ComponentIDs: Sendable {
    /// `sb-<component>-<fingerprint>`.
    let prefix: String

    /// The ids of one render of `content` in `styling`.
    init(_ name: ComponentName, styling: ComponentStyling, content: ComponentContent) {
        var fingerprint = Fingerprint()
        for field in [styling.style.rawValue, styling.size.rawValue, styling.state.rawValue] { fingerprint.add(field) }
        switch content {
        case .item(let item):
            fingerprint.add(item)
        case .sections(let sections):
            for section in sections {
                fingerprint.add(section.title)
                for item in section.items { fingerprint.add(item) }
            }
        }
        prefix = "sb-" + name.rawValue + "-" + fingerprint.hex
    }

    /// The id of the element playing `role` (`label`, `hint`, `s0-title`).
    func id(_ role: String) -> String { prefix + "-" + role }
}

/// FNV-1a over a sequence of optional strings, each told apart from the next (and nil from "").
private struct Fingerprint {
    private var value: UInt32 = 0x811C_9DC5

    mutating func add(_ item: any Displayable) {
        for part in [item.primaryText, item.secondaryText, item.tertiaryText, item.quaternaryText, item.image?.url] {
            add(part)
        }
        switch item.imageMask {
        case .none: add("none")
        case .circle: add("circle")
        case .rounded(let radius): add("rounded " + (radius.map { String($0) } ?? ""))
        }
    }

    mutating func add(_ text: String?) {
        guard let text else { return mix(0x00) }
        mix(0x01)
        for byte in text.utf8 { mix(byte) }
        mix(0x1F)
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt32(byte)
        value = value &* 0x0100_0193
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
