/// Builds the ``Node`` tree of a fragment from its tokens, applying a policy as it goes.
///
/// There are no implied tags: an end tag closes the nearest open element of its name and every
/// element open above it (each an error), and one that matches nothing is ignored. A refused
/// element is dropped with its content, and nothing inside it is reported (or, when the policy
/// keeps the content of refused elements, only its tags are dropped). Elements nested
/// deeper than ``HTMLFragmentParser/maximumDepth`` lose their tags and keep their text.
struct HTMLTreeBuilder {
    private let policy: HTMLPolicy
    /// The open elements, the fragment itself at the bottom.
    private var open = [HTMLOpenElement(name: "", attributes: [], fate: .kept, line: 1, column: 1)]
    /// How many elements of each name are open, so an unmatched end tag costs no search.
    private var openCounts: [String: Int] = [:]
    /// How many refused elements are open: while any is, nothing is kept or reported.
    private var refusedCount = 0
    /// How many kept elements are open.
    private var keptDepth = 0
    private var reportedDepth = false
    /// The problems found so far.
    private(set) var problems: [HTMLProblem] = []

    /// A builder that keeps what `policy` allows.
    init(policy: HTMLPolicy) {
        self.policy = policy
    }

    /// Adds the next token.
    mutating func add(_ token: HTMLToken) {
        if refusedCount == 0 { problems += token.problems }
        switch token.kind {
        case .text(let text) where refusedCount == 0:
            open[open.count - 1].append(.text(text))
        case .startTag(let tag, let selfClosing):
            start(tag, selfClosing: selfClosing)
        case .endTag(let name):
            end(name, line: token.line, column: token.column)
        case .text, .ignored:
            break
        }
    }

    /// Closes every element still open and returns the fragment's nodes.
    mutating func finish() -> [Node] {
        while open.count > 1 {
            let element = open[open.count - 1]
            if element.fate == .kept || element.fate == .refused {
                report(.htmlStructure, at: element, "<\(element.name)> is not closed by the end of the fragment")
            }
            closeTop()
        }
        return open[0].finishedChildren()
    }

    private mutating func start(_ tag: HTMLStartTag, selfClosing: Bool) {
        let isVoid = HTMLName.isVoidElement(tag.name)
        // A refused element vanishes, so `/>` may as well close it (as it would in SVG), unless
        // the tokenizer is about to read its content as text.
        let closesItself = isVoid || selfClosing && HTMLContentModel(element: tag.name) == nil
        if refusedCount > 0 {
            if !closesItself { push(tag, fate: .discarded) }
            return
        }
        guard policy.elements.contains(tag.name) else {
            let keepsContent = policy.keepsContentOfRefusedElements && !HTMLPolicy.contentDroppingElements.contains(tag.name)
            report(.elementNotAllowed, at: tag, HTMLElementRefusal.message(for: tag.name, policy: policy, keepsContent: keepsContent))
            if !closesItself { push(tag, fate: keepsContent ? .flattened : .refused) }
            return
        }
        if selfClosing && !isVoid {
            report(.htmlStructure, .warning, at: tag,
                   "<\(tag.name)/> does not close itself in HTML: the element stays open until </\(tag.name)>")
        }
        guard keptDepth < HTMLFragmentParser.maximumDepth else {
            if !reportedDepth {
                reportedDepth = true
                report(.htmlStructure, at: tag, "elements are nested more than \(HTMLFragmentParser.maximumDepth) deep "
                    + "from here; the deeper tags were dropped and their text kept")
            }
            if !isVoid { push(tag, fate: .flattened) }
            return
        }
        let attributes = HTMLAttributeCheck.allowedAttributes(of: tag, policy: policy, problems: &problems)
        if isVoid {
            open[open.count - 1].append(.element(tag.name, attributes: attributes, children: []))
        } else {
            push(tag, attributes: attributes, fate: .kept)
        }
    }

    private mutating func end(_ name: String, line: Int, column: Int) {
        let reporting = refusedCount == 0
        if HTMLName.isVoidElement(name) {
            if reporting {
                report(.htmlStructure, .warning, line: line, column: column,
                       "<\(name)> is a void element and has no end tag; </\(name)> was ignored")
            }
            return
        }
        guard openCounts[name, default: 0] > 0 else {
            if reporting {
                report(.htmlStructure, line: line, column: column, "</\(name)> matches no open element; ignored")
            }
            return
        }
        while open.count > 1 {
            let element = open[open.count - 1]
            closeTop()
            if element.name == name { return }
            if element.fate == .kept || element.fate == .refused {
                report(.htmlStructure, at: element,
                       "<\(element.name)> was not closed before </\(name)> at line \(line), column \(column)")
            }
        }
    }

    private mutating func push(_ tag: HTMLStartTag, attributes: [Attribute] = [], fate: HTMLOpenElement.Fate) {
        let element = HTMLOpenElement(name: tag.name, attributes: attributes, fate: fate,
                                      line: tag.line, column: tag.column)
        open.append(element)
        openCounts[tag.name, default: 0] += 1
        if fate == .kept { keptDepth += 1 }
        if fate == .refused { refusedCount += 1 }
    }

    private mutating func closeTop() {
        var element = open.removeLast()
        openCounts[element.name, default: 1] -= 1
        switch element.fate {
        case .kept:
            keptDepth -= 1
            let node = Node.element(element.name, attributes: element.attributes, children: element.finishedChildren())
            open[open.count - 1].append(node)
        case .refused:
            refusedCount -= 1
        case .discarded:
            break
        case .flattened:
            open[open.count - 1].append(contentsOf: element.finishedChildren())
        }
    }

    private mutating func report(_ rule: Diagnostic.Rule, _ severity: Diagnostic.Severity = .error,
                                 at element: HTMLOpenElement, _ message: String) {
        report(rule, severity, line: element.line, column: element.column, message)
    }

    private mutating func report(_ rule: Diagnostic.Rule, _ severity: Diagnostic.Severity = .error,
                                 at tag: HTMLStartTag, _ message: String) {
        report(rule, severity, line: tag.line, column: tag.column, message)
    }

    private mutating func report(_ rule: Diagnostic.Rule, _ severity: Diagnostic.Severity = .error,
                                 line: Int, column: Int, _ message: String) {
        problems.append(HTMLProblem(line: line, column: column, rule: rule, severity: severity, message: message))
    }
}
