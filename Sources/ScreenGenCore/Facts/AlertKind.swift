/// Which of the two alert-like presentations an enum of the screen drives: a spec's `alerts` or its
/// `confirmationDialogs`. Each kind in use is a generated type of the screen, so it is a fact.
public enum AlertKind: String, Sendable, CaseIterable {
    case alert, confirmationDialog

    /// `Alert` / `ConfirmationDialog`: the enum's suffix after the screen's name.
    public var typeSuffix: String { self == .alert ? "Alert" : "ConfirmationDialog" }
}
