import Foundation
import ScreenGenCore
import Testing

/// The specs and edits the workflow tests share: `WorkflowTests` is the suite in CLI/, and the
/// output and region tests (Output/) build their projects from the same screens.
extension WorkflowTests {
    // MARK: specs

    /// A screen with one load, as a user first writes it.
    static let notes = """
        screen: Notes
        summary: Notes loaded from a client.
        title: Notes
        environment:
          - name: client
            type: NotesClient
            preview: { loaded: NotesClient.preview, loading: NotesClient.loading, empty: NotesClient.empty, error: NotesClient.failing }
        loads:
          - name: notes
            type: "[Note]"
            call: client.notes()
            empty: { title: No Notes, systemImage: tray }
        content:
          sections:
            - { load: notes, element: note, row: "NoteRow(note: note)" }

        """

    /// The same screen a week later: a search field (new state) and a second load.
    static let notesWithSearchAndTags = """
        screen: Notes
        summary: Notes loaded from a client.
        title: Notes
        environment:
          - name: client
            type: NotesClient
            preview: { loaded: NotesClient.preview, loading: NotesClient.loading, empty: NotesClient.empty, error: NotesClient.failing }
        state:
          - { name: searchText, type: String, initial: '""' }
        loads:
          - name: notes
            type: "[Note]"
            call: "client.notes(matching: searchText)"
            dependsOn: [searchText]
            empty: { title: No Notes, systemImage: tray }
          - name: tags
            type: "[Tag]"
            call: client.tags()
            empty: { title: No Tags, systemImage: tag }
        content:
          sections:
            - { load: notes, element: note, row: "NoteRow(note: note)" }
            - { load: tags, element: tag, row: "TagRow(tag: tag)" }

        """

    /// A small screen named `name`, with `title`.
    static func screen(_ name: String, title: String? = nil) -> String {
        """
        screen: \(name)
        summary: The \(name) screen.
        title: \(title ?? name)
        state:
          - { name: count, type: Int, initial: "0" }

        """
    }

    /// What a user types into user regions: a helper (with a blank line and a tab), a toolbar.
    static let helperLines = """
            private var isFiltering: Bool {
        \t    true

            }

        """
    static let toolbarLines = """
                .toolbar {
                    EditButton()
                }

        """

    /// `text` with `lines` typed in just below the begin marker of `region`.
    static func typing(_ lines: String, into region: String, of text: String) -> String {
        guard let marker = text.range(of: "// screengen:user-begin \(region)\n") else {
            Issue.record("no region \(region)")
            return text
        }
        return text.replacingCharacters(in: marker, with: "// screengen:user-begin \(region)\n" + lines)
    }

    /// The 1-based number of the first line of `text` containing `fragment`.
    static func lineNumber(of fragment: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map { $0 + 1 }
    }
}
