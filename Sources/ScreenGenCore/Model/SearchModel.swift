/// The screen's search field: what it edits, where it sits, and how long the loads that read its
/// text wait for typing to pause.
public struct SearchModel: Sendable {
    /// The text's binding; its member and properties are also how the view reads the text.
    public var binding: BindingModel
    public var prompt: String?
    public var placement: ScreenSpec.Search.Placement?
    public var displayMode: ScreenSpec.Search.DisplayMode?
    /// The debounce in milliseconds; nil when the loads run at once.
    public var debounceMilliseconds: Int?
}

extension ModelBuilder {
    func searchModel(_ search: ScreenSpec.Search, spec: ScreenSpec, members: [MemberModel], store: StoreModel?)
        -> SearchModel?
    {
        // The content check has refused a text that starts nowhere bindable.
        guard let binding = bindingModel(search.text.value, spec: spec, members: members, store: store) else {
            return nil
        }
        return SearchModel(
            binding: binding, prompt: search.prompt?.value, placement: search.placement?.value,
            displayMode: search.displayMode?.value, debounceMilliseconds: search.debounce?.value)
    }
}
