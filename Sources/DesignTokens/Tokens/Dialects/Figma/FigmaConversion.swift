/// Figma variables read as DTCG tokens: each variable's token object in each mode of its
/// collection, the paths they take, and what the conversion changed (for the one
/// `dialect-converted` summary of the file).
///
/// Refused before anything is built: a file past the token file limits (nesting, name and string
/// bytes), more values in all than `tokens`, a collection of more modes than `permutations`.
/// Then every problem is reported with the file, the JSON path and the rule: a value missing for
/// a mode, an alias to a variable the file does not hold (a library's variable the answer left
/// out) or of another resolved type, a value that does not fit its type, two modes of one
/// collection or two collections with modes of one name.
struct FigmaConversion {
    /// The variables read.
    let variables: FigmaVariables
    /// The token path of each variable.
    let paths: [TokenPath]
    /// The token object of each variable in each mode of its collection.
    let tokens: [[JSON]]
    /// What was converted.
    var tally = ConversionTally()

    /// The conversion of `document` read from `file`, or every problem found.
    static func convert(_ document: JSON, file: String, limits: TokenLimits) -> Result<FigmaConversion, Diagnostics> {
        let refusals = DocumentLimits.check(document, file: file, limits: limits)
        guard refusals.isEmpty else { return .failure(Diagnostics(refusals)) }
        let variables: FigmaVariables
        switch FigmaVariables.read(document, file: file) {
        case .success(let read): variables = read
        case .failure(let problems): return .failure(problems)
        }
        var reader = FigmaReader(file: file)
        checkCounts(variables, limits: limits, reader: &reader)
        guard reader.problems.isEmpty else { return .failure(Diagnostics(reader.problems)) }
        let paths = FigmaTokenPaths.paths(of: variables, limits: limits, reader: &reader)
        let (readings, aliases) = self.readings(of: variables, reader: &reader)
        let (kinds, notes) = FigmaTokenKinds.kinds(of: variables.variables, aliases: aliases)
        var tally = ConversionTally()
        var tokens: [[JSON]] = []
        tokens.reserveCapacity(variables.variables.count)
        for (index, variable) in variables.variables.enumerated() {
            var row: [JSON] = []
            for (mode, reading) in readings[index].enumerated() {
                guard let reading, let origin = variable.values[mode]?.origin,
                      let token = FigmaTokenValue.token(reading, of: variable, kind: kinds[index], origin: origin, paths: paths, reader: &reader)
                else { continue }
                row.append(token)
                if case .alias = reading { tally.recordAlias() } else if kinds[index] == .color { tally.record(.rgba) }
                else if kinds[index] == .dimension { tally.record(.pixels) }
            }
            if [.fontWeight, .fontFamily].contains(kinds[index]) { tally.record(.typeInferred, isValue: false) }
            if kinds[index].isKeptAsText { tally.record(.kept, isValue: false) }
            tally.record(.variables, isValue: false)
            tokens.append(row)
        }
        guard reader.problems.isEmpty else { return .failure(Diagnostics(reader.problems)) }
        tally.locate(variables.variables.first?.origin.pointer ?? .root, line: variables.variables.first?.origin.line)
        for collection in variables.collections where collection.modes.count > 1 { tally.record(.modes, isValue: false) }
        notes.forEach { tally.note($0) }
        if variables.strayValues > 0 {
            tally.note("\(TokenLimits.grouped(variables.strayValues)) values for modes their collection does not have were skipped")
        }
        if !variables.extendedCollections.isEmpty {
            tally.note("the extended collections " + variables.extendedCollections.map { "'\($0)'" }.joined(separator: ", ")
                + " were skipped (their base collections are read)")
        }
        let remote = variables.variables.filter(\.remote).count
        if remote > 0 { tally.note("\(TokenLimits.grouped(remote)) variables of libraries the file uses (remote) are read as its own") }
        return .success(FigmaConversion(variables: variables, paths: paths.map { $0! }, tokens: tokens, tally: tally))
    }

    /// Reports more values in all than `tokens`, a collection of more modes than `permutations`,
    /// and names used twice for modes of one collection or for collections with modes.
    private static func checkCounts(_ variables: FigmaVariables, limits: TokenLimits, reader: inout FigmaReader) {
        let values = variables.variables.reduce(0) { $0 + variables.collections[$1.collection].modes.count }
        if values > limits.tokens {
            reader.refuse(limits.exceeded(.tokens, "the variables hold \(TokenLimits.grouped(values)) values across the modes of their "
                + "collections, each a token", file: reader.file))
        }
        var modifiers: [String: String] = [:]
        for collection in variables.collections {
            let at = collection.origin
            if collection.modes.count > limits.permutations {
                reader.refuse(limits.exceeded(.permutations, "the collection '\(collection.name)' has "
                    + "\(TokenLimits.grouped(collection.modes.count)) modes, each a context", file: at.file, path: at.pointer, line: at.line))
                continue
            }
            var names = Set<String>()
            for mode in collection.modes where !names.insert(mode.name).inserted {
                reader.fail(.invalidValue, "the collection '\(collection.name)' has two modes named '\(mode.name)'; "
                    + "each mode is a context and needs a name of its own", at: at)
            }
            guard collection.modes.count > 1 else { continue }
            if let other = modifiers.updateValue(collection.id, forKey: collection.name) {
                reader.fail(.invalidValue, "the collections '\(other)' and '\(collection.id)' are both named '\(collection.name)'; "
                    + "a collection with modes is a modifier and needs a name of its own", at: at)
            }
        }
    }

    /// Each value of each variable as a literal or an alias to a variable of the file, and the
    /// variables each one aliases; a missing value and a wrong alias are reported.
    private static func readings(of variables: FigmaVariables, reader: inout FigmaReader)
        -> (readings: [[FigmaTokenValue.Reading?]], aliases: [[Int]]) {
        var byID: [String: Int] = [:]
        for (index, variable) in variables.variables.enumerated() where byID[variable.id] == nil { byID[variable.id] = index }
        var readings: [[FigmaTokenValue.Reading?]] = [], aliases: [[Int]] = []
        for variable in variables.variables {
            let collection = variables.collections[variable.collection]
            var row: [FigmaTokenValue.Reading?] = [], targets: [Int] = []
            for (mode, written) in variable.values.enumerated() {
                guard let written else {
                    reader.fail(.missingMember, "the variable '\(variable.name)' has no value in the mode '\(collection.modes[mode].name)' "
                        + "of its collection '\(collection.name)'", at: variable.origin)
                    row.append(nil)
                    continue
                }
                guard let object = written.value.objectValue, object["type"] != nil || variable.resolvedType != "COLOR" else {
                    row.append(.literal(written.value))
                    continue
                }
                guard object["type"]?.stringValue == "VARIABLE_ALIAS", let id = object["id"]?.stringValue else {
                    reader.fail(.invalidValue, "an alias is {\"type\": \"VARIABLE_ALIAS\", \"id\": …}", at: written.origin)
                    row.append(nil)
                    continue
                }
                guard let target = byID[id] else {
                    reader.fail(.unresolvedReference, "'\(variable.name)' aliases the variable '\(id)', which this file does not hold "
                        + "(a variable of a library the answer left out, or one deleted): ask for the variables of the file that holds it, "
                        + "or replace the alias with a value", at: written.origin)
                    row.append(nil)
                    continue
                }
                let other = variables.variables[target]
                guard other.resolvedType == variable.resolvedType else {
                    reader.fail(.typeMismatch, "'\(variable.name)' is \(variable.resolvedType) but aliases '\(other.name)', which is "
                        + "\(other.resolvedType)", at: written.origin)
                    row.append(nil)
                    continue
                }
                row.append(.alias(target))
                targets.append(target)
            }
            readings.append(row)
            aliases.append(targets)
        }
        return (readings, aliases)
    }
}
