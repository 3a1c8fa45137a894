/// A call of one of the screen's load functions: where it lives and its name.
public struct LoadCallModel: Sendable, Equatable {
    /// The view's property the function is called through (the store's), nil in the view.
    public var receiver: String?
    public var functionName: String
    /// What the view passes it from its environment.
    public var environmentArguments: [EnvironmentArgumentModel] = []
}

extension ModelBuilder {
    /// A load whose error placeholder offers Retry: the placeholder holds the button (one of the
    /// screen's `ButtonModel`s, written by the one button template), which runs the load again.
    func withRetry(_ load: LoadModel, spec: ScreenSpec.Load) -> LoadModel {
        guard spec.error?.retry?.value == true else { return load }
        var load = load
        load.restartsLoading = true
        load.error.retry = ButtonModel(
            label: InterpolatedText(segments: [.text("Retry")]), systemImage: nil, role: nil, statement: nil,
            runsInTask: true,
            reruns: LoadCallModel(
                receiver: load.receiver, functionName: load.functionName,
                environmentArguments: load.environmentArguments))
        return load
    }
}
