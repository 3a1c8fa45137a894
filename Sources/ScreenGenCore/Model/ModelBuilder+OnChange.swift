extension ModelBuilder {
    /// The screen's `onChange` entries, in order: each action as a button's, which the template
    /// writes inside the closure (in a `Task` when it awaits or runs one of the screen's actions).
    func onChangeModels(_ spec: ScreenSpec, actions: [ActionModel]) -> [OnChangeModel] {
        let twoParameterForm = spec.platform.iOS.value >= ScreenSpec.OnChange.twoParameterForm
        return spec.onChange.map { onChange in
            let action = button(
                InterpolatedText(segments: []), systemImage: nil, role: nil, action: onChange.action, spec: spec,
                actions: actions, showsProgress: false)
            let code = onChange.action.map(\.value) + (onChange.condition.map { [$0.value] } ?? [])
            return OnChangeModel(
                value: onChange.value.value, initial: onChange.runsInitially, condition: onChange.condition.map { SwiftSnippet.statementCondition($0.value) },
                action: action, readsNewValue: Self.reads(ScreenSpec.OnChange.newValue, in: code),
                usesTwoParameterForm: twoParameterForm)
        }
    }
}
