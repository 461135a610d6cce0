import DesignSystem
import StyleGuide

/// The check of a template component's folder (`components/<name>/`): its `component.json` and
/// `template.html` together, and, when a Config holds it, the sample set it names.
enum TemplateFileChecks {
    /// The files of a component folder; naming either checks the folder.
    static let files = ["component.json", "template.html"]

    /// Checks the component in `folder`, named after the folder.
    static func component(_ folder: String) -> CheckResult {
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        let enclosing = ConfigLoader.enclosing(folder)
        let loader = enclosing ?? ConfigLoader(directory: ConfigLoader.parentFolder(of: ConfigLoader.parentFolder(of: folder)))
        var (component, problems) = loader.loadTemplateComponent(named: name, in: folder)
        if let enclosing, let definition = component?.definition, let sample = definition.sample,
           let problem = ConfigLoader.sampleProblem(sample, file: definition.file,
                                                    files: ConfigLoader.jsonFiles(inFolder: enclosing.path("samples")).map(\.name)) {
            problems.append(problem)
            component = nil
        }
        if let enclosing, let loaded = component {
            let samples = enclosing.readSamples(ConfigLoader.jsonFiles(inFolder: enclosing.path("samples")), publicFolder: .unchecked).0
            let costs = loaded.costProblems(over: samples)
            problems += costs
            if !costs.isEmpty { component = nil }
        }
        return CheckResult(problems: problems, summary: component.map { component in
            let definition = component.definition
            let parts = definition.styledParts.map(\.name)
            return "\(folder) (template component \(name)): \(Inputs.count(definition.properties.count, "property", plural: "properties"))"
                + (parts.isEmpty ? "" : " on the root and \(parts.joined(separator: ", "))")
                + ", states \(definition.about.states.map(\.rawValue).joined(separator: ", "))"
                + ", sizes \(definition.about.sizes.map(\.rawValue).joined(separator: ", "))"
                + (enclosing == nil ? "; not checked, as no Config folder holds it: the sample set it names and its styles" : "")
        })
    }
}
