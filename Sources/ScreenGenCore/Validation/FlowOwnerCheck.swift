/// Across a run that reads every spec of the project: a participant's `flow` names a screen that
/// owns a navigation stack, or an app (whose tabs' stacks share its routes). A participant reads
/// `@Environment(<Flow>Router.self)`; a flow that names itself, no spec, a plain screen or another
/// participant names a router nothing generates, and the view traps the first time it is shown
/// ("No Observable object of type … found"). Checked only when the run reads the whole project,
/// as tab roots are: a run over some specs cannot tell a missing owner from one it was not given.
///
///     flow: Library        # Library has navigation: owner  → fine
///     flow: BookDetail     # BookDetail is a participant    → unknown-flow
public struct FlowOwnerCheck: Sendable {
    public init() {}

    public func check(_ specs: [ScreenSpec], facts: [ScreenFacts], apps: [AppSpec]) -> [Diagnostic] {
        // An app none of whose tabs holds a stack generates no router to join.
        var owners: Set<String> = Set(apps.filter(\.hasStacks).map(\.app.value))
        let unstacked = Set(apps.map(\.app.value)).subtracting(owners)
        var roles: [String: ScreenSpec.NavigationRole?] = [:]
        for index in specs.indices {
            let role = facts[index].navigation?.role
            roles[specs[index].screen.value] = role
            if role == .owner { owners.insert(specs[index].screen.value) }
        }
        var out: [Diagnostic] = []
        for index in specs.indices where facts[index].navigation?.role == .participant {
            guard let flow = specs[index].flow, !owners.contains(flow.value) else { continue }
            let screen = specs[index].screen.value
            let problem: String
            var notes: [String] = []
            if flow.value == screen {
                problem = "names this screen itself; a participant pushes onto the stack of another screen"
            } else if unstacked.contains(flow.value) {
                problem = "names the app \(flow.value), none of whose tabs holds a stack: no router of its flow is generated"
            } else if let role = roles[flow.value] {
                let what =
                    switch role {
                    case .participant: "a participant too"
                    case .destinations: "a screen that registers destinations in a stack it does not own"
                    case .owner, nil: "a screen without navigation: owner"
                    }
                problem = "names \(flow.value), which is \(what): no router of its flow is generated"
            } else {
                problem = "names no screen or app among the project's specs"
                if let suggestion = DidYouMean.suggestion(for: flow.value, among: owners.sorted()) {
                    notes.append("did you mean '\(suggestion)'?")
                }
            }
            let choices = owners.sorted()
            notes.append(
                choices.isEmpty
                    ? "no spec of the project owns a stack: give one navigation: owner and routes"
                    : "the flows: \(choices.joined(separator: ", "))")
            out.append(
                .error(
                    "participant '\(screen)' has 'flow: \(flow.value)', which \(problem)", id: "unknown-flow",
                    at: flow.location, notes: notes))
        }
        return out
    }
}
