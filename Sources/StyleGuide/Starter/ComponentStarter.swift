import DesignSystem

/// What `swatchbook init --component NAME` writes into an existing Config: for a built-in
/// component, its starter styles file (`styles/<name>.json`, the one its guide page offers); for
/// any other name, a template component skeleton (`components/<name>/component.json` and
/// `template.html`) with a starter styles file. Every file is new: nothing is replaced.
public enum ComponentStarter {
    /// What was written.
    public struct Written: Sendable, Equatable {
        /// True when the name is a built-in component (only its styles file was written).
        public let builtIn: Bool
        /// The paths written, as the Config folder was named (`Config/styles/badge.json`).
        public let files: [String]
    }

    /// Writes the starter of `name` into the Config at `directory`, whose tokens the styles bind to.
    public static func write(_ name: String, configDirectory directory: String,
                             components: [CatalogEntry] = ComponentCatalog.builtIn) -> Result<Written, ComponentStarterError> {
        guard ComponentName.isValid(name) else {
            let builtIn = Suggestion.closest(to: name.lowercased(), among: components.map(\.about.name.rawValue))
            return .failure(.invalidName(name, suggestion: builtIn))
        }
        let component = ComponentName(name)
        let builtIn = components.first { $0.about.name == component }
        let folder = "components/\(name)/"
        let paths = (builtIn == nil ? [folder + "component.json", folder + "template.html"] : []) + ["styles/\(name).json"]
        // A file in the way is named first, even when it is the reason the Config does not load.
        let inTheWay = NewFiles(root: directory, files: paths.map { (path: $0, bytes: []) }).obstacles()
        guard inTheWay.isEmpty else { return .failure(.writing(.obstacles(inTheWay))) }
        let config: LoadedConfig
        switch ConfigLoader(directory: directory, components: components).load(strictness: .tolerant) {
        case .success(let loaded): config = loaded
        case .failure(let problems): return .failure(.configDoesNotLoad(problems))
        }
        let tokens = StarterTokens(config.tokens)
        var files: [(path: String, bytes: [UInt8])] = []
        if let builtIn {
            let starter = StyleStarter(for: builtIn, tokens: tokens)
            files.append((starter.file, Array(starter.text.utf8)))
        } else {
            let definition = ComponentSkeleton.definition(for: component).serializedBytes(pretty: true) + [UInt8(ascii: "\n")]
            let (loaded, problems) = TemplateComponent.load(definition: definition, definitionFile: folder + "component.json",
                                                            template: ComponentSkeleton.template, templateFile: folder + "template.html",
                                                            name: component)
            guard let loaded else { return .failure(.configDoesNotLoad(Diagnostics(problems))) }
            let starter = StyleStarter(for: CatalogEntry(loaded), tokens: tokens, keywords: ComponentSkeleton.keywords)
            files += [(folder + "component.json", definition), (folder + "template.html", Array(ComponentSkeleton.template.utf8)),
                      (starter.file, Array(starter.text.utf8))]
        }
        let creation = NewFiles(root: directory, files: files)
        let obstacles = creation.obstacles()
        guard obstacles.isEmpty else { return .failure(.writing(.obstacles(obstacles))) }
        switch creation.write() {
        case .success: return .success(Written(builtIn: builtIn != nil, files: files.map { creation.target($0.path) }))
        case .failure(let error): return .failure(.writing(error))
        }
    }
}

/// Why `swatchbook init --component` wrote nothing.
public enum ComponentStarterError: Error, Sendable, Equatable {
    /// The name is not a component name; the closest built-in, if any.
    case invalidName(String, suggestion: String?)
    /// The Config does not load, so there are no tokens to bind the styles to.
    case configDoesNotLoad(Diagnostics)
    /// A file is in the way, or writing failed (and what was written was removed).
    case writing(StarterConfigError)
}
