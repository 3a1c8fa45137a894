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
            runsInTask: true, reruns: LoadCallModel(
                receiver: load.receiver, functionName: load.functionName,
                environmentArguments: load.environmentArguments))
        return load
    }
}

extension ModelBuilder {
    /// A paged load: its next page's enum, the user's `next` and `cursorOf`, and the Retry button
    /// of the last row (one of the screen's `ButtonModel`s, like the placeholder's Retry).
    func withPagination(_ load: LoadModel, spec: ScreenSpec.Load) -> LoadModel {
        guard let pagination = spec.pagination else { return load }
        var load = load
        let capitalized = SwiftIdentifier.capitalized(spec.name.value)
        let functionName = PagingNames.loadMoreFunction(load: spec.name.value)
        load.pagination = PaginationModel(
            nextPageType: capitalized + "NextPage", cursorType: pagination.cursor.value, next: pagination.next.value,
            cursorOf: pagination.cursorOf.value, functionName: functionName,
            retry: ButtonModel(
                label: InterpolatedText(segments: [.text("Retry")]), systemImage: "arrow.clockwise", role: nil,
                statement: nil, runsInTask: true,
                reruns: LoadCallModel(
                    receiver: load.receiver, functionName: functionName,
                    environmentArguments: load.environmentArguments)))
        return load
    }
}
