import DesignTokens

extension FuzzTarget {
    /// `swatchbook fix` on one token file: the rewrite either reads back as the file the converter
    /// makes of it (a refusal for any other reason names the file and a rule), and fixing what it
    /// wrote changes nothing.
    static let fix = FuzzTarget(name: "fix", summary: "swatchbook fix in place: the text reads back as the converted file, and a second fix changes nothing") {
        input throws(FuzzFailure) in
        let file = "tokens/fuzz.tokens.json"
        switch TokenFileFix.fix(input, file: file) {
        case .failure(let found):
            for problem in found.list {
                try FuzzFailure.require(problem.file == file && !problem.message.isEmpty, "a refusal that does not name the file: \(problem)")
                try FuzzFailure.require(!problem.message.contains("would not read back"), "the rewrite does not read back: \(problem)")
            }
        case .success(let fixed):
            guard let document = try? JSONParser.parse(input), case .success(let converted) = DialectConverter.inPlace(document, file: file) else {
                throw FuzzFailure("a file fix rewrote does not convert")
            }
            try FuzzFailure.require((try? JSONParser.parse(fixed.text)) == converted, "the fixed text does not read as the converted file")
            guard case .success(let again) = TokenFileFix.fix(fixed.text, file: file) else { throw FuzzFailure("fix refuses what it wrote") }
            try FuzzFailure.require(!again.isChanged, "a second fix changes the file again: \(again.changes.prefix(3))")
        }
    }
}
