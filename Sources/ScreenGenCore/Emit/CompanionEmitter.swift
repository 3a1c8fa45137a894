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
        return [GeneratedFile(path: folder + Self.fileName(of: model), contents: text)]
    }

    /// The companion's name, without its folder.
    public static func fileName(of model: ScreenModel) -> String {
        "\(model.view.typeName)+Subviews.swift"
    }

    /// `PostRow(post: post)` over `[Post]` → a `PostRow` view taking a `Post`.
    private func rowStub(_ section: SectionModel) -> (name: String, source: String)? {
        guard let element = section.element, section.load.valueType.hasPrefix("["),
            section.load.valueType.hasSuffix("]"), let open = section.row.firstIndex(of: "("),
            section.row.hasSuffix(")")
        else { return nil }
        let name = String(section.row[..<open])
        let argument = section.row[section.row.index(after: open)..<section.row.index(before: section.row.endIndex)]
        let parts = argument.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, parts[1] == element, SwiftIdentifier.problem(name, allowKeywords: false) == nil,
            SwiftIdentifier.problem(parts[0], allowKeywords: false) == nil
        else { return nil }
        let elementType = String(section.load.valueType.dropFirst().dropLast())
        return (
            name,
            """
            struct \(name): View {
                let \(parts[0]): \(elementType)

                var body: some View {
                    Text(String(describing: \(parts[0]).id))
                }
            }

            """
        )
    }
}
