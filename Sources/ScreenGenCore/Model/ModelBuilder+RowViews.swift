extension ModelBuilder {
    /// The row views `scaffold` starts in the screen's companion, once each: a load's section whose row is
    /// exactly one call with one argument, the element (`PostRow(post: post)` over `[Post]`), is a
    /// `PostRow` view taking a `Post`. Any other row is the team's to write.
    func rowViews(_ sections: [SectionModel]) -> [RowViewModel] {
        var seen: Set<String> = []
        return sections.compactMap { section in
            guard let row = Self.rowView(section), seen.insert(row.typeName).inserted else { return nil }
            return row
        }
    }

    private static func rowView(_ section: SectionModel) -> RowViewModel? {
        guard let load = section.load, let rowText = section.row else { return nil }
        let row = SwiftFragment(rowText)
        let tokens = row.tokens
        guard let element = section.element, load.valueType.hasPrefix("["),
            let elementType = SwiftTypeName.elementType(of: load.valueType), elementType != "(key:value:)",
            row.problem == nil, tokens.count == 6,
            zip(tokens.map(\.kind), [.identifier, .punctuation("("), .identifier, .punctuation(":"), .identifier])
                .allSatisfy({ $0 == $1 }),
            tokens[5].kind == .punctuation(")"), row.name(of: tokens[4]) == element
        else { return nil }
        let typeName = row.text(of: tokens[0])
        let parameter = row.text(of: tokens[2])
        guard SwiftIdentifier.problem(typeName, allowKeywords: false) == nil,
            SwiftIdentifier.problem(parameter, allowKeywords: false) == nil
        else { return nil }
        return RowViewModel(typeName: typeName, parameter: parameter, elementType: elementType)
    }
}

/// A row view the companion starts: `struct PostRow: View { let post: Post … }`.
public struct RowViewModel: Sendable, Equatable {
    public var typeName: String
    public var parameter: String
    public var elementType: String
}
