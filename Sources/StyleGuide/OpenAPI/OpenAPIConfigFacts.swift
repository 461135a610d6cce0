import DesignSystem

/// What the contract needs to know of a loaded Config: names and the values each may take.
struct OpenAPIConfigFacts {
    /// One modifier: its name, its contexts, and the modifier of the light/dark pair says so.
    struct Modifier {
        let name: String
        let contexts: [String]
        let defaultContext: String?
        let isColorScheme: Bool
    }

    /// One component of the catalog, with what its previews and lookups accept.
    struct Component {
        let name: String
        let styles: [String]
        let sizes: [String]
        let states: [String]
    }

    /// The design system's name.
    let name: String
    /// The resolver's modifiers, in its order.
    let modifiers: [Modifier]
    /// The token groups every permutation has (`color`, `color.brand`, …).
    let groups: [String]
    /// The catalog's components, then the built-ins the Config does not use (pages and details, no previews).
    let components: [Component]
    /// The sample sets.
    let samples: [String]
    /// The versions a diff may name: `current`, then the releases.
    let releaseSides: [String]
    /// True when the Config lists releases.
    let hasReleases: Bool
    /// The docs pages' paths (`getting-started`, `components/button`).
    let docsPages: [String]
    /// The id of the first token of the first context, an example of a detail URL.
    let tokenExample: String?
    /// The most previews one page of `/api/previews` holds (`previewsPerPage` in `limits`).
    let previewsPerPage: Int

    /// The facts of `snapshot`.
    init(snapshot: Snapshot) {
        name = snapshot.settings.name
        let scheme = snapshot.colorScheme?.modifier
        modifiers = snapshot.tokens.modifiers.map { modifier in
            Modifier(name: modifier.name, contexts: modifier.contextNames,
                     defaultContext: snapshot.settings.defaultInputs[modifier.name] ?? modifier.defaultContext,
                     isColorScheme: modifier.name == scheme)
        }
        let sets = snapshot.tokens.orderedPermutations.map(\.1)
        let shared = sets.dropFirst().reduce(Set(sets.first?.groups.map(\.path.description) ?? [])) { kept, set in
            kept.intersection(set.groups.map(\.path.description))
        }
        groups = (sets.first?.groups.map(\.path.description) ?? []).filter { shared.contains($0) && !$0.isEmpty }
        let library = snapshot.components.config
        components = library.everyComponent.map { entry in
            Component(name: entry.about.name.rawValue,
                      styles: library.styles[entry.about.name]?.styleNames.map(\.rawValue) ?? [],
                      sizes: entry.about.sizes.map(\.rawValue), states: entry.about.states.map(\.rawValue))
        }
        samples = library.samples.map(\.name)
        releaseSides = snapshot.releases.sides
        hasReleases = snapshot.releases.newest != nil
        tokenExample = sets.first?.tokens.first?.path.description
        docsPages = (snapshot.docs.pages + snapshot.docs.manual).map(\.path)
        previewsPerPage = snapshot.settings.previewsPerPage
    }

    /// The components that have a styles file, and so previews and lookups.
    var styledComponents: [Component] { components.filter { !$0.styles.isEmpty } }
}
