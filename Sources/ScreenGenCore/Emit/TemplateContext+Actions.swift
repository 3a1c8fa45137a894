extension TemplateContext {
    /// The screen's actions, for the `storeAction` and `viewAction` partials: `receiver` is the
    /// store's property when the action lives in the store (null in MV), `inFlight` the flag's name
    /// where the method that sets it lives.
    static func actions(_ model: ScreenModel) -> JSONValue {
        .array(model.actions.map(action))
    }

    /// One action's object, typed field by field (one literal of them all took the type checker 3 s).
    private static func action(_ action: ActionModel) -> JSONValue {
        let reloads: [JSONValue] = action.reloads.map { reload in
            .object([
                ("receiver", reload.receiver.map(JSONValue.string) ?? .null),
                ("functionName", .string(reload.functionName)),
                ("environmentArguments", environmentArguments(reload.environmentArguments)),
            ])
        }
        let rowParameter: JSONValue =
            action.rowParameter.map { .object([("name", .string($0.name)), ("takesMany", .bool($0.takesMany))]) }
            ?? .null
        let removesRows: JSONValue =
            action.removesRows.map {
                .object([
                    ("phase", .string($0.phase)), ("requestCounter", .string($0.requestCounter)),
                    ("groupings", groupings($0.groupings)),
                ])
            } ?? .null
        let fields: [(String, JSONValue)] = [
            ("name", .string(action.name)),
            (
                "parameters",
                separated(action.parameters.map { [("name", .string($0.name)), ("type", .string($0.type))] })
            ),
            ("call", .string(action.call)),
            ("inFlight", .string(action.inFlight.name)),
            ("receiver", action.inFlight.receiver.map(JSONValue.string) ?? .null),
            ("alertState", .string(action.alertState)),
            ("failureCase", .string(action.failureCase)),
            ("reloads", .array(reloads)),
            ("onSuccess", .array(action.onSuccess.map(JSONValue.string))),
            ("storeOnSuccess", .array(action.storeOnSuccess.map(JSONValue.string))),
            ("busyFlag", action.busyFlag.map(JSONValue.string) ?? .null),
            ("environmentArguments", environmentArguments(action.environmentArguments)),
            ("hasBothKinds", .bool(!action.parameters.isEmpty && !action.environmentArguments.isEmpty)),
            ("rowParameter", rowParameter),
            ("removesRows", removesRows),
        ]
        return .object(fields)
    }

    /// A presented screen's root: whether it wraps its content in a stack of its own, and the
    /// condition that keeps a swipe from dismissing it. Null for a screen that is neither.
    static func presentedRoot(_ model: ScreenModel) -> JSONValue {
        guard model.ownsPresentationStack || model.dismissDisabled != nil else { return .null }
        return .object([
            ("ownsStack", .bool(model.ownsPresentationStack)),
            ("dismissDisabled", model.dismissDisabled.map(JSONValue.string) ?? .null),
        ])
    }

    /// The keys of a button that say what it runs and how it shows it: `runs` (false for one that
    /// only dismisses); `singleAction` (one action, in a Task on one line) or `manySteps` with
    /// `steps` (each a `statement` or an `action` that may `stopsOnFailure`); `progress` with the
    /// `flags` it reads (null without one); `disabled` (null, or the user's condition as
    /// a `condition`); `busy` (null, or the screen's busy flag, which disables it in place of `flags`).
    static func buttonSteps(_ button: ButtonModel) -> [(String, JSONValue)] {
        let steps = button.steps.map { step -> JSONValue in
            switch step {
            case .statement(let text):
                return .object([("statement", .string(text)), ("action", .null)])
            case .action(let name, let arguments, let stopsOnFailure):
                return .object([
                    ("statement", .null),
                    (
                        "action",
                        .object([
                            ("name", .string(name)), ("arguments", .string(arguments)),
                            ("stopsOnFailure", .bool(stopsOnFailure)),
                        ])
                    ),
                ])
            }
        }
        var singleAction: JSONValue = .null
        if button.steps.count == 1, case .action(let name, let arguments, _) = button.steps[0] {
            singleAction = .object([("name", .string(name)), ("arguments", .string(arguments))])
        }
        let flags = button.inFlight.map { flag -> [(String, JSONValue)] in
            [
                ("receiver", flag.receiver.map(JSONValue.string) ?? .null), ("name", .string(flag.name)),
                ("tracksElements", .bool(flag.tracksElements)),
            ]
        }
        return [
            ("runs", .bool(button.statement != nil || !button.steps.isEmpty || button.reruns != nil)),
            ("singleAction", singleAction),
            ("manySteps", .bool(button.steps.count > 1)),
            ("steps", .array(steps)),
            ("progress", flags.isEmpty ? .null : .object([("flags", separated(flags))])),
            ("disabled", button.disabled.map(condition) ?? .null),
            ("busy", button.busy.map(flag) ?? .null),
        ]
    }

    /// A flag as the view reads it: its `receiver` (the store's property; null in MV) and `name`.
    static func flag(_ flag: InFlightFlag) -> JSONValue {
        .object([("receiver", flag.receiver.map(JSONValue.string) ?? .null), ("name", .string(flag.name))])
    }

    /// A condition the user wrote: `code`, `isSingleTerm` (it needs no parentheses to be negated),
    /// `bindsTighterThanOr` (none to follow `||`), `negatedTerm` (for `!term`, the `term`; else null)
    /// and `negation`, the one way the condition's negation is written.
    static func condition(_ condition: ConditionModel) -> JSONValue {
        .object([
            ("code", .string(condition.code)), ("isSingleTerm", .bool(condition.isSingleTerm)),
            ("bindsTighterThanOr", .bool(condition.bindsTighterThanOr)),
            ("negatedTerm", condition.negatedTerm.map(JSONValue.string) ?? .null),
            ("negation", .string(condition.negation)),
        ])
    }
}
