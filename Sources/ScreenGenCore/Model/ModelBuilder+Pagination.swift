extension ModelBuilder {
    /// A paged load: its next page's enum, the user's `next` and `cursorOf`, and the Retry button
    /// of the last row (one of the screen's `ButtonModel`s, like the placeholder's Retry).
    func withPagination(_ load: LoadModel, spec: ScreenSpec.Load) -> LoadModel {
        guard let pagination = spec.pagination else { return load }
        var load = load
        let functionName = PagingNames.loadMoreFunction(load: spec.name.value)
        load.pagination = PaginationModel(
            nextPageType: PagingNames.nextPageType(load: spec.name.value), cursorType: pagination.cursor.value, next: pagination.next.value,
            cursorOf: pagination.cursorOf.value, functionName: functionName,
            retry: ButtonModel(
                label: InterpolatedText(segments: [.text("Retry")]), systemImage: "arrow.clockwise", role: nil,
                statement: nil, runsInTask: true,
                reruns: LoadCallModel(
                    receiver: load.receiver, functionName: functionName,
                    environmentArguments: load.environmentArguments)))
        if let page = pagination.page, let rows = pagination.rows {
            load.pagination?.envelope = PageEnvelopeModel(type: page.value, rows: rows.value)
        }
        return load
    }
}
