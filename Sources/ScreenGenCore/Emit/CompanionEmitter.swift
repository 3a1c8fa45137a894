/// The hand-written companions `scaffold` writes once next to a screen's generated files and never
/// touches again: a home for the screen's subviews, with a starting row view for each list whose
/// row is a plain `Row(element: element)` call.
public struct CompanionEmitter: Sendable {
    public var layout: OutputLayout

    public init(layout: OutputLayout = .perScreen) {
        self.layout = layout
    }

    public func companions(for model: ScreenModel) -> [GeneratedFile] {
        var stubs: [String] = []
        var seen: Set<String> = []
        for section in model.content?.sections ?? [] {
            guard let stub = rowStub(section), seen.insert(stub.name).inserted else { continue }
            stubs.append(stub.source)
        }
        var text = """
            // Written once by `screengen scaffold` for \(model.specPath); screengen never changes this file.
            // It is the place for \(model.view.typeName)'s subviews and row views.

            import SwiftUI

            """
        text += stubs.map { "\n" + $0 }.joined()
        let folder = layout == .perScreen ? "\(model.screen)/" : ""
        return [GeneratedFile(path: folder + Self.fileName(of: model.facts), contents: text)]
    }

    /// The companion's name, without its folder.
    public static func fileName(of facts: ScreenFacts) -> String {
        "\(facts.viewTypeName)+Subviews.swift"
    }

    /// `PostRow(post: post)` over `[Post]` → a `PostRow` view taking a `Post`: a row that is exactly
    /// one call with one argument, the element, as the lexer reads it.
    private func rowStub(_ section: SectionModel) -> (name: String, source: String)? {
        let row = SwiftFragment(section.row)
        let tokens = row.tokens
        guard let element = section.element, section.load.valueType.hasPrefix("["),
            let elementType = SwiftTypeName.elementType(of: section.load.valueType), elementType != "(key:value:)",
            row.problem == nil, tokens.count == 6,
            zip(tokens.map(\.kind), [.identifier, .punctuation("("), .identifier, .punctuation(":"), .identifier])
                .allSatisfy({ $0 == $1 }),
            tokens[5].kind == .punctuation(")"), row.name(of: tokens[4]) == element
        else { return nil }
        let name = row.text(of: tokens[0])
        let label = row.text(of: tokens[2])
        guard SwiftIdentifier.problem(name, allowKeywords: false) == nil,
            SwiftIdentifier.problem(label, allowKeywords: false) == nil
        else { return nil }
        return (
            name,
            """
            struct \(name): View {
                let \(label): \(elementType)

                var body: some View {
                    Text(String(describing: \(label).id))
                }
            }

            """
        )
    }
}
