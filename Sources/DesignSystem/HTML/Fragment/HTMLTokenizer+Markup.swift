/// Reading comments and the markup declarations a fragment may not hold.
extension HTMLTokenizer {
    /// The comment at the cursor's `<!--`, up to `-->` (or `--!>`); dropped without a problem
    /// unless it is never closed, which drops the rest of the input as a browser would.
    mutating func readComment() -> HTMLToken.Kind {
        let line = scanner.line, column = scanner.column
        scanner.advance(by: 4)
        if scanner.skip(">") || scanner.skip("->") {
            report(.htmlStructure, .warning, line: line, column: column,
                   "<!--> and <!---> end the comment at once; write <!-- … -->")
            return .ignored
        }
        while !scanner.isAtEnd {
            if scanner.skip("-->") || scanner.skip("--!>") { return .ignored }
            scanner.advance()
        }
        report(.htmlStructure, line: line, column: column,
               "the comment is not closed with -->, so everything after <!-- was dropped")
        return .ignored
    }

    /// The declaration at the cursor's `<!` that is not a comment: `<!DOCTYPE …>`,
    /// `<![CDATA[…]]>` or any other `<!…>`, dropped with an error.
    mutating func readDeclaration() -> HTMLToken.Kind {
        if scanner.hasPrefix("<![CDATA[") {
            let line = scanner.line, column = scanner.column
            scanner.advance(by: 9)
            while !scanner.isAtEnd, !scanner.skip("]]>") { scanner.advance() }
            report(.htmlStructure, line: line, column: column,
                   "<![CDATA[…]]> sections belong to XML, not HTML; dropped with their content")
            return .ignored
        }
        if scanner.hasPrefix("<!doctype") {
            return skipBogusComment("<!DOCTYPE> belongs at the top of a whole document, not in a fragment; dropped")
        }
        return skipBogusComment("<!…> is a markup declaration, which a fragment may not hold; dropped")
    }

    /// Drops everything from the cursor's `<` up to and including the next `>`, with `message`.
    mutating func skipBogusComment(_ message: String) -> HTMLToken.Kind {
        let line = scanner.line, column = scanner.column
        scanner.advance()
        while let scalar = scanner.next(), scalar != ">" {}
        report(.htmlStructure, line: line, column: column, message)
        return .ignored
    }
}
