import DesignSystem
import MicroHTTP

/// The contexts a reader sees the guide in: one per modifier of the resolver, each chosen with
/// a query parameter of the modifier's own name (`?mode=dark&density=compact`) and remembered in
/// a cookie (`sb-mode`, `sb-density`) for the pages after; the light/dark pair's modifier may
/// also be `auto`, the reader's system setting (its default).
struct GuideInputs: Hashable, Sendable {
    /// Each modifier's choice: a context, or `auto` for the colour-scheme modifier.
    let choices: [String: String]
    /// The modifiers with their choices, in the resolver's order (the same for every request
    /// of one load, so left out of equality and hashing: a cached page's key stays cheap).
    let modifiers: [Modifier]

    static func == (a: GuideInputs, b: GuideInputs) -> Bool { a.choices == b.choices }

    func hash(into hasher: inout Hasher) { hasher.combine(choices) }

    /// One modifier of the switch: its name and what may be chosen.
    struct Modifier: Hashable, Sendable {
        /// The modifier's name, also the query parameter and (after `sb-`) the cookie.
        let name: String
        /// `auto` first for the colour-scheme modifier, then every context.
        let choices: [String]
        /// The choice when none is asked for or remembered.
        let defaultChoice: String
    }

    /// The modifiers of `system` as the switch offers them; `scheme` adds `auto` to its modifier,
    /// whose default it becomes; `defaults` (the settings' default inputs) come before the
    /// resolver's defaults, then the first context.
    static func modifiers(of system: TokenSystem, scheme: ColorSchemePair?, defaults: [String: String]) -> [Modifier] {
        system.modifiers.map { modifier in
            let automatic = scheme?.modifier == modifier.name
            let fallback = defaults[modifier.name] ?? modifier.defaultContext ?? modifier.contextNames.first ?? ""
            return Modifier(name: modifier.name, choices: (automatic ? [ColorSchemePair.keyword] : []) + modifier.contextNames,
                            defaultChoice: automatic ? ColorSchemePair.keyword : fallback)
        }
    }

    /// The inputs a request asks for, the `Set-Cookie` values for the choices it changes, and
    /// whether a cookie chose any of them (then the page is the reader's own, not for shared
    /// caches): each modifier's query parameter first (a wrong value is a 400 naming the
    /// choices), then its cookie (a stale value is ignored), then its default. A modifier named
    /// like one of the page's own parameters (`reserved`) is read from its cookie only.
    static func resolve(_ request: Request, modifiers: [Modifier], reserved: [String] = [])
        throws(HTTPError) -> (GuideInputs, setCookies: [String], chosenByCookie: Bool) {
        var choices: [String: String] = [:]
        var cookies: [String] = []
        var chosenByCookie = false
        for modifier in modifiers {
            if !reserved.contains(modifier.name), let asked = request.query[modifier.name] {
                guard modifier.choices.contains(asked), request.query.values(for: modifier.name).count == 1 else {
                    throw HTTPError(.badRequest, "'\(asked)' is not a choice of \(modifier.name) here; choices: "
                        + modifier.choices.joined(separator: ", "))
                }
                choices[modifier.name] = asked
                cookies.append(cookie(for: modifier.name, value: asked == ColorSchemePair.keyword ? nil : asked))
            } else if let remembered = cookieValue(for: modifier.name, in: request.headers), modifier.choices.contains(remembered) {
                choices[modifier.name] = remembered
                if remembered != modifier.defaultChoice { chosenByCookie = true }
            } else {
                choices[modifier.name] = modifier.defaultChoice
            }
        }
        return (GuideInputs(choices: choices, modifiers: modifiers), cookies, chosenByCookie)
    }

    /// Every modifier on its default choice.
    static func defaults(_ modifiers: [Modifier]) -> GuideInputs {
        GuideInputs(choices: Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, $0.defaultChoice) }), modifiers: modifiers)
    }

    /// The inputs of a request read leniently, for error pages: a wrong query value is taken for
    /// none (then the cookie, then the default). Never throws.
    static func lenient(_ request: Request, modifiers: [Modifier]) -> GuideInputs {
        var choices: [String: String] = [:]
        for modifier in modifiers {
            let candidates = [request.query[modifier.name], cookieValue(for: modifier.name, in: request.headers)]
            choices[modifier.name] = candidates.compactMap { $0 }.first { modifier.choices.contains($0) } ?? modifier.defaultChoice
        }
        return GuideInputs(choices: choices, modifiers: modifiers)
    }

    /// The cookie remembering a modifier's choice: `sb-<modifier>` (percent-encoded).
    static func cookieName(for modifier: String) -> String { "sb-" + PercentEncoding.encode(modifier) }

    /// A `Set-Cookie` value remembering `value` for a year, or forgetting the choice when nil.
    static func cookie(for modifier: String, value: String?) -> String {
        guard let value else { return "\(cookieName(for: modifier))=; Path=/; Max-Age=0; SameSite=Lax" }
        return "\(cookieName(for: modifier))=\(PercentEncoding.encode(value)); Path=/; Max-Age=31536000; SameSite=Lax"
    }

    /// The remembered choice of `modifier` in the `Cookie` headers, if any.
    static func cookieValue(for modifier: String, in headers: Headers) -> String? {
        let name = cookieName(for: modifier)
        for header in headers.values(for: "Cookie") {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, String(parts[0]).trimmingWhitespace() == name else { continue }
                return PercentDecoding.decode(String(parts[1]).trimmingWhitespace())
            }
        }
        return nil
    }

    /// The contexts these inputs show values of: `auto` taken as `scheme`'s light context.
    func contexts(scheme: ColorSchemePair?) -> [String: String] {
        choices.mapValues { $0 == ColorSchemePair.keyword ? (scheme?.light ?? $0) : $0 }
    }

    /// The choices as query items in the resolver's order (`mode=auto&density=compact`), with
    /// `replacing` set to another choice when given.
    func query(replacing modifier: String? = nil, with choice: String? = nil) -> [(name: String, value: String)] {
        modifiers.map { ($0.name, $0.name == modifier ? (choice ?? "") : choices[$0.name] ?? $0.defaultChoice) }
    }
}
