/// Applies a policy to the attributes of an allowed start tag.
enum HTMLAttributeCheck {
    /// The attributes of `tag` that `policy` allows, first occurrence of each name only, with a
    /// problem for each one dropped.
    ///
    /// An invalid name, an attribute not allowed on the element (`on…` as `event-handler`,
    /// `style` as `inline-style`) and a URL attribute whose value fails ``HTMLURLCheck`` are
    /// dropped with an error; a repeated attribute is dropped with a warning.
    static func allowedAttributes(
        of tag: HTMLStartTag, policy: HTMLPolicy, problems: inout [HTMLProblem]
    ) -> [Attribute] {
        var seen: Set<String> = []
        var kept: [Attribute] = []
        for attribute in tag.attributes {
            func report(_ rule: Diagnostic.Rule, _ severity: Diagnostic.Severity, _ message: String) {
                problems.append(HTMLProblem(line: attribute.line, column: attribute.column,
                                            rule: rule, severity: severity, message: message))
            }
            let name = attribute.name
            guard seen.insert(name).inserted else {
                report(.htmlStructure, .warning, "\(name) is repeated on <\(tag.name)>; the first one is kept")
                continue
            }
            guard HTMLName.isValid(name) else {
                report(.attributeNotAllowed, .error, "\(name) is not a valid attribute name; dropped")
                continue
            }
            guard policy.allows(name, on: tag.name) else {
                let (rule, message) = refusal(of: name, on: tag.name, policy: policy)
                report(rule, .error, message)
                continue
            }
            if policy.urlAttributes.contains(name), let value = attribute.value,
               let problem = HTMLURLCheck.problem(with: value, allowedSchemes: policy.allowedURLSchemes,
                                                  allowsDataImages: policy.dataImageAttributes.contains(name)) {
                report(.unsafeURL, .error, message(for: problem, attribute: name, element: tag.name, policy: policy))
                continue
            }
            kept.append(Attribute(name: name, value: attribute.value))
        }
        return kept
    }

    /// The rule and message for `name`, which `policy` does not allow on `element`.
    private static func refusal(
        of name: String, on element: String, policy: HTMLPolicy
    ) -> (Diagnostic.Rule, String) {
        if name.hasPrefix("on") {
            return (.eventHandler, "\(name) on <\(element)> is an event handler, which is not allowed: "
                + "the page's Content-Security-Policy forbids inline script; dropped")
        }
        if name == "style" {
            return (.inlineStyle, "style on <\(element)> is not allowed: styles come from tokens, not from the markup; dropped")
        }
        var message = "\(name) is not allowed on <\(element)>; dropped"
        let candidates = policy.globalAttributes.union(policy.elementAttributes[element] ?? []).sorted()
        if name.unicodeScalars.count >= 4, let suggestion = Suggestion.closest(to: name, among: candidates) {
            message += " (did you mean \(suggestion)?)"
        }
        return (.attributeNotAllowed, message)
    }

    private static func message(
        for problem: HTMLURLCheck.Problem, attribute: String, element: String, policy: HTMLPolicy
    ) -> String {
        let allowed = policy.allowedURLSchemes.sorted().map { $0 + ":" }.joined(separator: ", ")
        switch problem {
        case .scheme(let scheme):
            return "\(attribute) on <\(element)> uses the \(scheme): scheme; only \(allowed) and relative URLs "
                + "are allowed; dropped"
        case .protocolRelative:
            return "\(attribute) on <\(element)> starts with //, which leaves the site; write the scheme "
                + "(https://…) or a path; dropped"
        }
    }
}
