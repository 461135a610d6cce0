import DesignSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ConfigLoader {
    /// Reads the Config's own components, one folder each below `components/` (dotfiles
    /// skipped): `component.json` and `template.html`, checked together. A folder name that is
    /// not a component name, or is the name of a compiled component, is an error. No folder: none.
    public func loadTemplateComponents() -> ([TemplateComponent], [Diagnostic]) {
        let folder = path("components")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return ([], []) }
        var components: [TemplateComponent] = []
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let directory = path("components/" + name)
            guard PublicFolder.isFolder(directory) else {
                diagnostics.append(Diagnostic(.invalidComponentName, severity: .warning, file: directory,
                    "components/ holds one folder per component (components/<name>/component.json and template.html); this file is not read"))
                continue
            }
            let (component, problems) = loadTemplateComponent(named: name, in: directory)
            diagnostics += problems
            if let component { components.append(component) }
        }
        return (components, diagnostics)
    }

    /// Reads the component in `directory`, named `name`.
    public func loadTemplateComponent(named name: String, in directory: String) -> (TemplateComponent?, [Diagnostic]) {
        let definitionFile = directory + "/component.json", templateFile = directory + "/template.html"
        guard ComponentName.isValid(name) else {
            return (nil, [Diagnostic(.invalidComponentName, file: directory, "'\(name)' is not a component name: use lower-case "
                + "letters, digits and single '-' between them, starting with a letter (such as \"chip\" or \"status-banner\")")])
        }
        if let compiled = compiledComponents.first(where: { $0.about.name.rawValue == name }) {
            return (nil, [Diagnostic(.componentNameClash, file: definitionFile, "'\(name)' is the name of a compiled component "
                + "(\(compiled.about.title)); name the folder otherwise, such as 'team-\(name)', and its styles file after it")])
        }
        var problems: [Diagnostic] = []
        for (file, what) in [(definitionFile, "what it is (title, summary, parts, states, properties)"), (templateFile, "its Mustache HTML")]
            where !Self.isFile(file) {
            problems.append(Diagnostic(.missingComponentFile, file: file, "a component folder needs \(file.split(separator: "/").last!): \(what)"))
        }
        guard problems.isEmpty else { return (nil, problems) }
        let template = read(templateFile, atMost: templateLimits.templateBytes) { templateLimits.oversizedTemplate(templateFile, bytes: $0) }
        let bytes: [UInt8], text: String
        switch (read(definitionFile), template) {
        case (.success(let definition), .success(let template)):
            bytes = definition
            guard let decoded = String(validating: template, as: UTF8.self) else {
                return (nil, [Diagnostic(.unreadableFile, file: templateFile, "the file is not UTF-8 text")])
            }
            text = decoded
        case (.failure(let problem), _), (_, .failure(let problem)):
            return (nil, [problem])
        }
        var (component, loadProblems) = TemplateComponent.load(definition: bytes, definitionFile: definitionFile, template: text,
                                                           templateFile: templateFile, name: ComponentName(name), limits: templateLimits)
        // A render its budget stops is shown to readers: name the template inside the Config, never where the Config lives.
        component?.shownFile = PublicPaths(configDirectory: self.directory)(templateFile)
        return (component, loadProblems)
    }
}
