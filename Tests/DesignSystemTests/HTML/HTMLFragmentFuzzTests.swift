import Testing
import TestSupport
@testable import DesignSystem
@testable import DesignTokens

/// Pieces of HTML, hostile and ordinary, that random inputs are built from.
private let pieces: [String] = [
    "<", ">", "/", "</", "/>", "=", "\"", "'", "`", " ", "\n", "\t", "\r\n", "\u{0}", "\u{1}", "\u{C}",
    "&", ";", "#", "x", "1", "9", "&#", "&#x", "&amp;", "&lt;", "&Tab;", "&NewLine;", "&colon;", "&#106;",
    "&#x09;", "&#0;", "&#x6A", "&bogus;", "&sol;", "<!--", "-->", "--!>", "<!", "<?", "<![CDATA[", "]]>",
    "<!DOCTYPE html>", "script", "SCRIPT", "style", "iframe", "textarea", "title", "plaintext", "xmp",
    "svg", "math", "form", "div", "p", "a", "img", "span", "b", "br", "input", "button", "q", "col",
    "on", "onclick", "onerror", "ONLOAD", "href", "src", "cite", "class", "data-x", "aria-label",
    "javascript:", "JaVaScRiPt", "java", "script:", "vbscript:", "data:", "alert(1)", "//", "\\",
    "https://x.example/", "mailto:a@b", "text", "é", "👩🏽‍💻", "<a href=", "<img src=", "<q cite=",
    "<div onclick=", "<p/onclick=", "<script>", "</script>", "<style>", "</style>", "<textarea>",
    "</textarea>", "<svg>", "</svg>", "<div>", "</div>", "<b>", "</b>", "<br/>", " style=", " on",
]

/// Random text made of `pieces` and the odd random ASCII or Latin-1 scalar.
private func randomFragment(using generator: inout SplitMix) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 1...60, using: &generator) {
        if Int.random(in: 0..<5, using: &generator) == 0 {
            text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...255, using: &generator)))
        } else {
            text += pieces.randomElement(using: &generator)!
        }
    }
    return text
}

struct HTMLFragmentFuzzTests {
    @Test(arguments: [1, 2, 3, 4])
    func randomInputsRenderOnlyWhatThePolicyAllows(seed: UInt64) {
        var generator = SplitMix(seed: seed)
        let policy = HTMLPolicy.template
        for _ in 0..<1000 {
            let input = randomFragment(using: &generator)
            let parsed = parseFragment(input, policy: policy)
            let html = parsed.html
            #expect(!html.lowercased().contains("<script"), "\(input.debugDescription) → \(html)")
            for tag in tags(in: html) {
                let withoutValues = tag.replacing(/"[^"]*"/, with: "\"\"").lowercased()
                #expect(!withoutValues.contains(" on"), "\(input.debugDescription) → \(html)")
                let squeezed = tag.lowercased().filter { !$0.isWhitespace && !$0.isASCIIControl }
                #expect(!squeezed.contains("=\"javascript:"), "\(input.debugDescription) → \(html)")
            }
            #expect(violations(in: parsed.nodes, policy: policy).isEmpty, "\(input.debugDescription) → \(html)")
            let reparsed = parseFragment(html, policy: policy)
            #expect(reparsed.problems.isEmpty, "\(input.debugDescription) → \(html): \(reparsed.problems)")
            #expect(reparsed.html == html.replacing("\r", with: "\n"), "\(input.debugDescription) → \(html)")
        }
    }

    @Test func largeHostileInputsFinish() {
        let opened = String(repeating: "<b><i>", count: 30_000)
        let stray = String(repeating: "</span>", count: 60_000)
        let parsed = parseFragment(opened + stray + String(repeating: "a&amp;<x>b</x>", count: 20_000))
        #expect(parsed.problems.count > 60_000)
        #expect(!parsed.html.isEmpty)
    }

    /// The start and end tags of rendered HTML: every `<` there starts one, as text is escaped.
    private func tags(in html: String) -> [Substring] {
        html.matches(of: /<[^>]*>/).map(\.output)
    }

    /// Descriptions of what in `nodes` the policy does not allow.
    private func violations(in nodes: [Node], policy: HTMLPolicy) -> [String] {
        var found: [String] = []
        for node in nodes {
            guard case .element(let name, let attributes, let children) = node else { continue }
            if !policy.elements.contains(name) { found.append("<\(name)>") }
            for attribute in attributes {
                if !policy.allows(attribute.name, on: name) { found.append("\(attribute.name) on <\(name)>") }
                if policy.urlAttributes.contains(attribute.name), let value = attribute.value,
                   HTMLURLCheck.problem(with: value, allowedSchemes: policy.allowedURLSchemes) != nil {
                    found.append("\(attribute.name)=\(value)")
                }
            }
            found += violations(in: children, policy: policy)
        }
        return found
    }
}

private extension Character {
    var isASCIIControl: Bool { unicodeScalars.allSatisfy { $0.value < 0x20 || $0.value == 0x7F } }
}
