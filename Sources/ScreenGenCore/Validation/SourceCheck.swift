/// Checks what `stream` loads and `source: environment` dependencies need to be generated at all:
/// a stream is never awaited by pull to refresh, and a dependency from the environment names the
/// `environment` entry the view reads it with.
struct SourceCheck {
    func check(_ spec: ScreenSpec, _ out: inout [Diagnostic]) {
        for load in spec.loads where load.refreshable {
            guard let stream = load.stream else { continue }
            out.append(
                .error(
                    "load '\(load.name.value)' follows a stream, which pull to refresh cannot wait for",
                    id: "invalid-value", at: stream.location,
                    notes: [
                        "the stream's loop ends only when the view goes away; remove 'refreshable: true', or "
                            + "make the load one call without 'stream'"
                    ]))
        }
        for load in spec.loads where load.stream?.value == .nonThrowing {
            guard let error = load.error else { continue }
            out.append(
                .error(
                    "load '\(load.name.value)' follows a stream that cannot fail, so its 'error' never shows",
                    id: "invalid-value", at: error.location,
                    notes: ["remove 'error', or make the stream 'throwing' if its sequence can fail"]))
        }
        for load in spec.loads { checkPagination(load, &out) }
        for load in spec.loads { checkEvery(load, &out) }
        for load in spec.loads where load.ignoresFailure { checkIgnoredFailure(load, &out) }
        for load in spec.loads where load.stream == nil { checkBoundNames(load, &out) }
        let environment = spec.environment.map(\.name.value)
        for dependency in spec.store?.dependencies ?? [] where dependency.isFromEnvironment {
            guard !environment.contains(dependency.name.value) else { continue }
            var notes = [
                "the view reads it from its environment and hands it to the store: declare it under "
                    + "'environment' with the same name (and the preview values previews install)"
            ]
            if let suggestion = DidYouMean.suggestion(for: dependency.name.value, among: environment) {
                notes.insert("did you mean '\(suggestion)'?", at: 0)
            }
            out.append(
                .error(
                    "store dependency '\(dependency.name.value)' comes from the environment, but no "
                        + "'environment' entry is named so", id: "unknown-name", at: dependency.name.location,
                    notes: notes))
        }
    }

    /// `every` runs the load function again and again: a stream never returns from it, and a paged
    /// load's reload starts again from page one, dropping the pages the user scrolled to.
    private func checkEvery(_ load: ScreenSpec.Load, _ out: inout [Diagnostic]) {
        guard let every = load.every else { return }
        if load.stream != nil {
            out.append(
                .error(
                    "load '\(load.name.value)' follows a stream, which 'every' cannot run again",
                    id: "invalid-value", at: every.location,
                    notes: [
                        "a stream's loop already shows each value as it arrives, until the view goes away; "
                            + "remove 'every', or make the load one call without 'stream'"
                    ]))
        }
        if load.pagination != nil {
            out.append(
                .error(
                    "load '\(load.name.value)' is paged, and 'every' would reload it from page one",
                    id: "invalid-value", at: every.location,
                    notes: [
                        "each reload drops the pages after the first, so the list would jump back to its top "
                            + "every time; remove 'every' (pull to refresh starts again from page one), or "
                            + "'pagination'"
                    ]))
        }
    }

    /// A load whose failure is ignored has no phase: nothing shows it loading, empty or failed, and a
    /// stream or a paged load keeps its state in a phase.
    private func checkIgnoredFailure(_ load: ScreenSpec.Load, _ out: inout [Diagnostic]) {
        let failure = load.failure?.location ?? load.location
        let refused: [(String, SourceLocation?, String)] = [
            ("error", load.error?.location, "nothing shows its failure"),
            ("empty", load.empty?.location, "it has no phase to be empty in: read its value, an optional"),
            ("placeholder", load.placeholder?.location, "no section shows it loading"),
            ("stream", load.stream?.location, "a stream's failure ends it, and its phase shows that"),
            ("pagination", load.pagination?.location, "its next page's failure shows in its last row"),
        ]
        for (key, location, reason) in refused {
            guard let location else { continue }
            out.append(
                .error(
                    "load '\(load.name.value)' ignores its failure ('failure: ignore'), so it cannot have '\(key)'",
                    id: "invalid-value", at: location,
                    notes: ["\(reason); remove '\(key)', or 'failure: ignore' (line \(failure.line))"]))
        }
    }

    /// A load function binds `request` (the newest request's number), and with `dependsOn` `input`
    /// (what the answer is for), before it calls `call` and reads `cursorOf`; `loadMore…()` binds
    /// `input` before `next`. A member of one of those names read there would be shadowed.
    private func checkBoundNames(_ load: ScreenSpec.Load, _ out: inout [Diagnostic]) {
        let bound = load.dependsOn.isEmpty ? ["request"] : LoadNames.boundBeforeTheCall
        var expressions = [(load.call, "call", bound)]
        if let pagination = load.pagination {
            expressions += [
                (pagination.cursorOf, "cursorOf", bound), (pagination.next, "next", bound.filter { $0 == "input" }),
            ]
            // `rows` is read into `rows` in both functions, after `loadMore…()` has bound the rows so
            // far, the page state and the cursor.
            if let rows = pagination.rows { expressions.append((rows, "rows", bound + PagingNames.boundBeforeTheRows)) }
        }
        for (expression, key, bound) in expressions {
            let reads = SwiftSnippet.readNames(in: expression.value)
            for name in bound where reads.contains(name) {
                out.append(
                    .error(
                        "'\(key)' of load '\(load.name.value)' reads '\(name)', which its load function binds before it "
                            + "reads '\(key)'", id: "invalid-expression", at: expression.location,
                        notes: ["write self.\(name) for the member of that name, or rename it"]))
            }
        }
    }

    /// A paged load appends each page to an array of the rows so far, and its `next` and `cursorOf`
    /// read the names the load function binds (`cursor`, `page`): without them every page would be
    /// the same.
    private func checkPagination(_ load: ScreenSpec.Load, _ out: inout [Diagnostic]) {
        guard let pagination = load.pagination else { return }
        let type = SwiftTypeName.normalized(load.type.value)
        let element = SwiftTypeName.elementType(of: type)
        let isArray = (type.hasPrefix("[") || type.hasPrefix("Array<")) && element != nil && element != "(key:value:)"
        if !isArray {
            out.append(
                .error(
                    "load '\(load.name.value)' is paged, but its type '\(load.type.value)' is not an array",
                    id: "invalid-value", at: load.type.location,
                    notes: [
                        "each page is appended to the rows already loaded: give the load an array type, e.g. '[Post]'"
                    ]))
        }
        if let stream = load.stream {
            out.append(
                .error(
                    "load '\(load.name.value)' follows a stream, which has no pages", id: "invalid-value",
                    at: stream.location, notes: ["remove 'pagination', or make the load one call without 'stream'"]))
        }
        // The load functions bind the fetched page as `page`, declared by the call that fetches it.
        for (expression, key) in [(load.call, "call"), (pagination.next, "next")]
        where SwiftSnippet.readNames(in: expression.value).contains("page") {
            out.append(
                .error(
                    "'\(key)' of paged load '\(load.name.value)' reads 'page', the name of the page it fetches",
                    id: "invalid-expression", at: expression.location,
                    notes: [
                        "'page' is what the call returns, for \(pagination.rows == nil ? "" : "'rows' and ")'cursorOf' "
                            + "to read; rename the value the call reads"
                    ])
            )
        }
        // `next` runs in `loadMore…()`, after it has bound the rows so far and the page state: a
        // member of those names would be shadowed there (`nextPage()` calling the state).
        let loadMore = PagingNames.loadMoreFunction(load: load.name.value)
        for name in ["loaded", "nextPage"] where SwiftSnippet.readNames(in: pagination.next.value).contains(name) {
            out.append(
                .error(
                    "'next' of paged load '\(load.name.value)' reads '\(name)', which \(loadMore)() binds before it "
                        + "calls 'next'", id: "invalid-expression", at: pagination.next.location,
                    notes: ["write self.\(name) for the member of that name, or rename it"]))
        }
        var reads: [(Located<String>, String, String)] = [
            (pagination.next, "next", "cursor"), (pagination.cursorOf, "cursorOf", "page"),
        ]
        if let rows = pagination.rows { reads.append((rows, "rows", "page")) }
        for (expression, key, name) in reads {
            let names = SwiftSnippet.readNames(in: expression.value)
            guard !names.contains(name) else { continue }
            let example =
                switch key {
                case "next": "'cursor' is where the next page starts, e.g. 'client.timeline(after: cursor)'"
                case "rows": "'page' is the envelope just fetched, e.g. 'page.items'"
                default:
                    pagination.page == nil
                        ? "'page' is the page just fetched, e.g. 'page.last?.id'"
                        : "'page' is the envelope just fetched, e.g. 'page.nextCursor'"
                }
            var notes = [example]
            if let close = DidYouMean.suggestion(for: name, among: names.sorted()) {
                notes.insert("did you mean '\(name)' rather than '\(close)'?", at: 0)
            }
            out.append(
                .error(
                    "'\(key)' of load '\(load.name.value)' does not read '\(name)', so "
                        + (key == "rows" ? "the rows would not be the page's" : "every page would be the same"),
                    id: "invalid-expression", at: expression.location, notes: notes))
        }
    }
}
