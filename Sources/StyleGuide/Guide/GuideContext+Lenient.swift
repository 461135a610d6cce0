import DesignSystem
import MicroHTTP

extension GuideContext {
    /// The context of an error page: the inputs read leniently (a bad query value or a stale
    /// cookie falls back to the cookie, then to the default), in the permutation they choose or
    /// the default one. Never throws: the error path must always have a page to show.
    static func lenient(for request: Request, store: SnapshotStore, liveReload: Bool) -> GuideContext {
        let (snapshot, problems, _) = store.view
        let inputs = GuideInputs.lenient(request, modifiers: snapshot.guideModifiers)
        if let context = try? GuideContext(snapshot: snapshot, inputs: inputs, problems: problems, liveReload: liveReload,
                                           path: request.path, query: QueryItems()) {
            return context
        }
        let defaults = GuideInputs.defaults(snapshot.guideModifiers)
        let permutation = (try? snapshot.tokenAPI.permutation(for: QueryItems())) ?? snapshot.tokenAPI.permutations.first
            ?? Permutation([:])
        return GuideContext(snapshot: snapshot, inputs: defaults, permutation: permutation, problems: problems,
                            liveReload: liveReload, path: request.path, query: QueryItems())
    }
}
