/// Completing a value: its references replaced by what they lead to, then built and checked.
extension TokenResolution {
    /// Replaces the references in a token's value by what they lead to, then builds the value.
    mutating func finish(_ index: Int) {
        guard state[index] == .visiting else { return }
        guard let type = types[index] else { state[index] = .failed; return }
        if sites[index].first?.isInterpolated == true { return finishInterpolated(index) }
        if sites[index].count == 1, let alias = wholeAlias(sites[index][0], siteTargets[index][0], in: index, type: type) {
            values[index] = values[alias]
            resolvedJSON[index] = resolvedJSON[alias]
            state[index] = .done
            return
        }
        var json = flat[index].definition.value
        for (site, target) in zip(sites[index], siteTargets[index]) {
            guard let replacement = substitute(site, target, in: index, type: type) else {
                state[index] = .failed
                return
            }
            json = json.replacing(at: site.path[...], with: replacement)
        }
        if !sites[index].isEmpty, type == .shadow || type == .gradient {
            guard withinBudget(CompositeBudget.splicedParts(of: json), for: index) else {
                state[index] = .failed
                return
            }
            json = Self.spliceNestedLists(json)
        } else if !withinBudget(CompositeBudget.parts(of: json, type: type), for: index) {
            state[index] = .failed
            return
        }
        if let value = sites[index].isEmpty ? written[index] : build(json, type: type, for: index) {
            values[index] = value
            resolvedJSON[index] = json
            state[index] = .done
        } else {
            state[index] = .failed
        }
    }

    /// Counts `parts` more composite parts for token `index`; false (reported) when that goes past
    /// the value's limit or the permutation's share of the total.
    mutating func withinBudget(_ parts: Int, for index: Int) -> Bool {
        guard parts > 0 else { return true }
        let origin = flat[index].definition.origin
        if parts > budget.limits.compositeParts {
            sink.error(budget.valueTooLarge(parts, token: flat[index].path, origin: origin, location: valueLocation(index, [])))
            return false
        }
        compositeParts += parts
        guard compositeParts <= budget.perPermutation else {
            // Said once: every later value would go past it too.
            if compositeParts - parts <= budget.perPermutation {
                sink.error(budget.permutationTooLarge(compositeParts, token: flat[index].path, origin: origin,
                                                      location: valueLocation(index, [])))
            }
            return false
        }
        return true
    }

    /// A string whose text holds references: each replaced by its token's value as CSS text.
    mutating func finishInterpolated(_ index: Int) {
        guard let text = flat[index].definition.value.stringValue, let found = TokenReference.interpolations(in: text) else {
            state[index] = .failed
            return
        }
        var replacements: [String] = []
        for (site, leadsTo) in zip(sites[index], siteTargets[index]) {
            switch leadsTo {
            case .invalid(let rule, let message):
                sink.error(flat[index].definition.origin.diagnostic(rule, message, below: valueLocation(index, site.path)))
                state[index] = .failed
                return
            case .token(let target, let valuePath):
                guard state[target] == .done, let value = values[target], let json = resolvedJSON[target] else {
                    state[index] = .failed
                    return
                }
                record(reference: target, from: index, whole: false)
                let part = valuePath.isEmpty ? nil : json.value(at: valuePath[...])
                replacements.append(part.map { $0.stringValue ?? $0.serialized() } ?? value.cssText ?? value.json.serialized())
            }
        }
        // Text put into text doubles at each step of a chain: the result is held to one string's limit.
        let bytes = text.utf8.count + replacements.reduce(0) { $0 + $1.utf8.count }
        guard bytes <= budget.limits.stringBytes else {
            sink.error(flat[index].definition.origin.diagnostic(.limitExceeded, budget.limits.message(.stringBytes,
                "with its references put in, the text of {\(flat[index].path)} is \(TokenLimits.grouped(bytes)) bytes long"),
                below: valueLocation(index, [])))
            state[index] = .failed
            return
        }
        let result = JSON.string(TokenReference.interpolate(text, found, with: replacements))
        guard let type = types[index], type.isStandard else {
            values[index] = .raw(result)
            resolvedJSON[index] = result
            state[index] = .done
            return
        }
        // A converted Style Dictionary template: the text, once interpolated, read as its type.
        let json = PlainValues.typed(result.stringValue ?? "", as: type)
        if let value = build(json, type: type, for: index) {
            values[index] = value
            resolvedJSON[index] = json
            state[index] = .done
        } else {
            state[index] = .failed
        }
    }

    /// The token a whole-value alias leads to, when `site` is one that fits: its value is then
    /// that token's value, with nothing to rebuild.
    mutating func wholeAlias(_ site: ReferenceSite, _ leadsTo: ReferenceTarget, in index: Int, type: TokenType) -> Int? {
        guard site.path.isEmpty, case .token(let target, let valuePath) = leadsTo, valuePath.isEmpty,
              state[target] == .done, types[target] == type, values[target] != nil else { return nil }
        record(reference: target, from: index, whole: true)
        return target
    }

    /// What one reference of token `index` stands for, after checking it fits; nil (reported) when not.
    mutating func substitute(_ site: ReferenceSite, _ leadsTo: ReferenceTarget, in index: Int, type: TokenType) -> JSON? {
        let origin = flat[index].definition.origin
        let location = valueLocation(index, site.path)
        switch leadsTo {
        case .invalid(let rule, let message):
            sink.error(origin.diagnostic(rule, message, below: location))
            return nil
        case .token(let target, let valuePath):
            guard state[target] == .done, let targetJSON = resolvedJSON[target] else { return nil }
            if valuePath.isEmpty, let expected = site.path.isEmpty ? type : site.expectedType, let actual = types[target],
               expected != actual, strictness == .tolerant, PlainValues.isPlain(flat[target].definition.extensions),
               let text = targetJSON.stringValue ?? targetJSON.doubleValue.map({ JSON.number($0).serialized() }) {
                // Style Dictionary's plain value takes the type of the place it fills.
                record(reference: target, from: index, whole: site.path.isEmpty)
                return PlainValues.typed(text, as: expected)
            }
            if valuePath.isEmpty, let expected = site.path.isEmpty ? type : site.expectedType, let actual = types[target],
               expected != actual {
                sink.error(origin.diagnostic(.typeMismatch,
                    "\(site.reference) is a \(actual) token, but \(site.path.isEmpty ? "this token is" : "this place needs") a \(expected)",
                    below: location))
                return nil
            }
            guard let part = targetJSON.value(at: valuePath[...]) else {
                sink.error(origin.diagnostic(.unresolvedReference,
                    "\(site.reference) leads past the end of {\(flat[target].path)}'s value", below: location))
                return nil
            }
            // A bare number is read as px only where the file writes it; one reached inside another value is no dimension.
            if !valuePath.isEmpty, (site.path.isEmpty ? type : site.expectedType) == .dimension, let number = part.doubleValue {
                sink.error(origin.diagnostic(.typeMismatch, "with its references followed, the value is not a valid dimension: "
                    + "\(site.reference) leads to the number \(JSON.number(number)), not a dimension", below: location))
                return nil
            }
            record(reference: target, from: index, whole: site.path.isEmpty && valuePath.isEmpty)
            return part
        }
    }

    mutating func record(reference target: Int, from index: Int, whole: Bool) {
        referrers[target].append(index)
        if whole { chains[index] = AliasChain(flat[target].path, then: chains[target]) }
        if let deprecation = flat[target].deprecation, deprecation.isDeprecated {
            let reason = deprecation.reason.map { ": \($0)" } ?? ""
            sink.advise(flat[index].definition.origin.diagnostic(.deprecatedReference,
                "refers to {\(flat[target].path)}, which is deprecated\(reason)", below: valueLocation(index, [])))
        }
    }

    /// Builds the complete value; a value that no longer fits its type (through a JSON Pointer
    /// into a part of another value) is a type mismatch.
    mutating func build(_ json: JSON, type: TokenType, for index: Int) -> TokenValue? {
        var reader = ValueReader(origin: flat[index].definition.origin, strictness: .tolerant)
        if let value = reader.read(json, as: type), reader.references.isEmpty { return value }
        let detail = reader.sink.diagnostics.first.map { ": \($0.message)" } ?? ""
        sink.error(flat[index].definition.origin.diagnostic(.typeMismatch,
            "with its references followed, the value is not a valid \(type)\(detail)", below: valueLocation(index, [])))
        return nil
    }

    /// A shadow or gradient list whose element referred to a whole list takes that list's
    /// elements in its place, so the result is one flat list (which is what can be drawn).
    static func spliceNestedLists(_ json: JSON) -> JSON {
        guard let array = json.arrayValue else { return json }
        return .array(array.flatMap { $0.arrayValue ?? [$0] })
    }
}
