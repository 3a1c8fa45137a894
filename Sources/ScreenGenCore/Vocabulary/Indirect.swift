/// An optional part of a spec value stored out of line: eight bytes where it is absent, instead of
/// its whole size. A spec keeps every value with its location (`Located`), so a part such as a
/// load's empty-state placeholder is a few hundred bytes inline, and most specs leave most parts
/// out; a 10,000-screen run holds every spec at once (see docs/architecture.md).
///
/// Reading and writing through the property is unchanged; a write replaces the box, so copies of
/// the value never share a change (value semantics).
@propertyWrapper
public struct Indirect<Wrapped: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    private var box: Box?

    public init(wrappedValue: Wrapped?) {
        box = wrappedValue.map(Box.init)
    }

    public var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }
}

extension Indirect: Equatable where Wrapped: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}
