extension ScreenSpec {
    /// One control of a form section: its kind key holds the label (`toggle: Show Replies`), and
    /// the other keys are the ones that kind takes (`Kind.keys`).
    public struct Field: Sendable {
        public enum Kind: String, Sendable, CaseIterable {
            case textField, secureField, toggle, picker, stepper, datePicker, slider, labeledContent, link, button

            /// The keys besides the kind key this kind reads, the required ones first.
            public var keys: (required: [String], optional: [String]) {
                switch self {
                case .textField: (["bind"], ["prompt", "axis", "lineLimit"])
                case .secureField: (["bind"], ["prompt"])
                case .toggle: (["bind"], [])
                case .picker: (["bind", "options", "row"], ["option", "style"])
                case .stepper: (["bind"], ["range", "step"])
                case .datePicker: (["bind"], ["components"])
                case .slider: (["bind"], ["range", "step"])
                case .labeledContent: (["value"], [])
                case .link: (["url"], [])
                case .button: (["action"], ["role"])
                }
            }

            /// Whether the control edits a value through a binding.
            public var binds: Bool { keys.required.contains("bind") }
        }

        public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }
        public enum PickerStyle: String, Sendable, CaseIterable { case menu, segmented, inline, navigationLink }
        public enum DateComponent: String, Sendable, CaseIterable { case date, hourAndMinute }

        public var kind: Kind
        public var label: Located<InterpolatedText>
        /// The bound value's path: a member, then properties (`draft.displayName`).
        public var binding: Located<BindingPath>?
        public var prompt: Located<String>?
        public var axis: Located<Axis>?
        public var lineLimit: Located<String>?
        public var options: Located<String>?
        /// The name each option has in `row`; `option` when the spec gives none.
        public var option: Located<String>?
        public var row: Located<String>?
        public var pickerStyle: Located<PickerStyle>?
        public var range: Located<String>?
        public var step: Located<String>?
        public var components: [Located<DateComponent>]
        public var value: Located<String>?
        public var url: Located<String>?
        public var role: Located<AlertAction.Role>?
        /// A button row's steps, in order: statements and action names; empty for other kinds.
        public var action: [Located<String>]
        public var location: SourceLocation
    }
}
