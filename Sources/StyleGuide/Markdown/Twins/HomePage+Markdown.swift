import DesignSystem
import MicroHTTP

extension HomePage: MarkdownTwin {
    /// `/index.md`: the design system's name and description, its counts, and its sections' twins.
    func markdown(_ request: Request, context: GuideContext) throws(HTTPError) -> String {
        var lines = ["# " + MarkdownText.escaped(context.settings.name), ""]
        lines += ["> " + MarkdownText.escaped(LlmsIndex.summary(context)), ""]
        lines += LlmsIndex.sections(of: context.snapshot).map { "- " + MarkdownText.link($0.title, context.withInputs($0.url)) }
        lines += ["", "Every page is also served as HTML at the same address without `.md`; `/llms.txt` lists every twin."]
        return lines.joined(separator: "\n") + "\n"
    }
}
