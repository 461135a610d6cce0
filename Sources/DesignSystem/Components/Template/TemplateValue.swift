/// A value a template reads: the view of one render (``TemplateView``) is built of these.
///
/// Truthiness is Mustache's: a section shows for `true`, for a list once per element, and once
/// for any text, number or object; it does not for `false`, an empty list or a missing name.
indirect enum TemplateValue: Sendable, Equatable {
    /// Text, written escaped.
    case text(String)
    /// A whole number, written in decimal.
    case number(Int)
    /// `true` or `false`.
    case flag(Bool)
    /// Names and their values.
    case object(TemplateObject)
    /// Elements in order; a section shows once per element.
    case list([TemplateValue])
    /// A name that is there without a value: looking a name up stops here and finds nothing, so
    /// inside `{{#items}}` an item's missing part does not climb to the first item's at the top.
    case absent

    /// The value of `name` directly in this one (an object's member), or nil.
    func child(_ name: TemplateSymbol) -> TemplateValue? {
        if case .object(let members) = self { return members[name] }
        return nil
    }

    /// The text a variable writes (before escaping): nothing for an object or a list.
    var written: String? {
        switch self {
        case .text(let text): text
        case .number(let number): String(number)
        case .flag(let flag): flag ? "true" : "false"
        case .object, .list, .absent: nil
        }
    }

    /// How much there is to transform: bytes of text, elements of a list or an object, else one.
    var size: Int {
        switch self {
        case .text(let text): max(text.utf8.count, 1)
        case .list(let elements): max(elements.count, 1)
        case .object(let members): max(members.count, 1)
        case .number, .flag, .absent: 1
        }
    }

    /// The value `transform` makes of this one, or nil when it does not apply (see ``TemplateTagRules/transforms``).
    func transformed(by transform: String) -> TemplateValue? {
        switch self {
        case .text(let text):
            switch transform {
            case "empty": return .flag(text.isEmpty)
            case "capitalized": return .text(TemplateCase.capitalized(text))
            case "lowercased": return .text(text.lowercased())
            case "uppercased": return .text(text.uppercased())
            case "reversed": return .text(String(text.reversed()))
            default: return nil
            }
        case .list(let elements):
            switch transform {
            case "first": return elements.first
            case "last": return elements.last
            case "reversed": return .list(elements.reversed())
            case "count": return .number(elements.count)
            case "empty": return .flag(elements.isEmpty)
            default: return nil
            }
        case .object(let members):
            switch transform {
            case "count": return .number(members.count)
            case "empty": return .flag(members.count == 0)
            case "sorted":
                return .list(members.members.sorted { $0.symbol.name < $1.symbol.name }.map {
                    .object(TemplateObject(["key": .text($0.symbol.name), "value": $0.value]))
                })
            default: return nil
            }
        case .number(let number):
            switch transform {
            case "equalzero": return .flag(number == 0)
            case "plusone": return .number(number &+ 1)
            case "minusone": return .number(number &- 1)
            case "even": return .flag(number & 1 == 0)
            case "odd": return .flag(number & 1 == 1)
            default: return nil
            }
        case .flag, .absent:
            return nil
        }
    }
}

/// Where a render is in the list a section walks, for `{{#first()}}`, `{{#last()}}`, `{{#even()}}` and `{{#odd()}}`.
struct TemplateListPosition: Sendable, Equatable {
    /// From 0.
    let index: Int
    /// The number of elements.
    let count: Int

    /// The value `transform` makes of the position, or nil.
    func transformed(by transform: String) -> TemplateValue? {
        switch transform {
        case "first": .flag(index == 0)
        case "last": .flag(index == count - 1)
        case "even": .flag(index & 1 == 0)
        case "odd": .flag(index & 1 == 1)
        default: nil
        }
    }
}

/// Changing the case of text as the `capitalized` transform does (as Foundation's `capitalized` did for swift-mustache).
enum TemplateCase {
    /// Each word's first letter in title case and the rest in lower case. A word starts after
    /// anything but a cased letter, except marks, format and modifier characters, an apostrophe
    /// (`'`, `’`) and a soft hyphen, which do not end one: `It's`, `Hello-World`, `A.B`, `X2Y`.
    static func capitalized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var afterCased = false
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            result.append(contentsOf: (afterCased ? properties.lowercaseMapping : properties.titlecaseMapping).unicodeScalars)
            if !isIgnorable(scalar) { afterCased = properties.isCased }
        }
        return String(result)
    }

    /// Whether `scalar` leaves a word as it is: a mark, a format or modifier character, an apostrophe or a soft hyphen.
    private static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "'" || scalar == "\u{2019}" || scalar == "\u{AD}" { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .modifierLetter, .modifierSymbol: return true
        default: return false
        }
    }
}
