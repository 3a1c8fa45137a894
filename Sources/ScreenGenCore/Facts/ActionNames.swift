/// The names an action adds to the screen, derived once: the model declares them and the checks
/// look them up.
public enum ActionNames {
    /// The in-flight flag's name, unescaped: the spec's `inFlight`, else `isSaveRunning` (`is`, the
    /// capitalized action name, `Running`), which needs no English morphology to be right.
    public static func inFlight(_ action: ScreenSpec.Action) -> String {
        action.inFlight?.value ?? "is" + SwiftIdentifier.capitalized(action.name.value) + "Running"
    }
}
