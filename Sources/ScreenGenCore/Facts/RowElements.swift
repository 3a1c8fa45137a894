/// The rows a section shows straight from a load, as the actions that take them see them: an
/// action that takes one row's element, or some of them, is tracked per element, and one that a
/// swipe to delete runs takes the rows out of the phase while it runs.
public enum RowElements {
    /// What an action takes of the rows: one element (`Order`) or some (`[Order]`), of the rows a
    /// section shows straight from a load.
    public struct Parameter: Sendable, Equatable {
        /// The parameter's name, unescaped.
        public var name: String
        /// `Order`: `Identifiable`, as every `ForEach` of a load's rows needs.
        public var elementType: String
        /// The parameter is an array of the elements (`[Order]`), as `onDelete` passes.
        public var takesMany: Bool
    }

    /// The element type of the rows a section shows: its load's, when the load's value is an array
    /// and the rows are its elements (not a `part` of it). Nil for any other section.
    static func elementType(of section: ScreenSpec.Section, in spec: ScreenSpec) -> String? {
        guard section.part == nil, let name = section.load?.value,
            let load = spec.loads.first(where: { $0.name.value == name })
        else { return nil }
        let type = SwiftTypeName.normalized(load.type.value)
        guard type.hasPrefix("["), let element = SwiftTypeName.elementType(of: type), element != "(key:value:)" else {
            return nil
        }
        return element
    }

    /// The row parameter of `action`: its one parameter, when that is a section's element type or an
    /// array of it. Nil for an action that takes anything else.
    public static func parameter(of action: ScreenSpec.Action, in spec: ScreenSpec) -> Parameter? {
        guard action.parameters.count == 1 else { return nil }
        let parameter = action.parameters[0]
        let type = SwiftTypeName.normalized(parameter.type.value)
        let elements = Set((spec.content?.sections ?? []).compactMap { elementType(of: $0, in: spec) })
        if elements.contains(type) {
            return Parameter(name: parameter.name.value, elementType: type, takesMany: false)
        }
        if type.hasPrefix("["), let element = SwiftTypeName.elementType(of: type), elements.contains(element) {
            return Parameter(name: parameter.name.value, elementType: element, takesMany: true)
        }
        return nil
    }

    /// The load whose rows a swipe to delete running `action` removes at once: that of the first
    /// section whose `onDelete` names it, when the action takes an array of its elements.
    public static func deletedLoad(by action: ScreenSpec.Action, in spec: ScreenSpec) -> String? {
        guard let parameter = parameter(of: action, in: spec), parameter.takesMany else { return nil }
        return (spec.content?.sections ?? []).first { section in
            section.onDelete?.value == action.name.value && elementType(of: section, in: spec) == parameter.elementType
        }?.load?.value
    }
}
