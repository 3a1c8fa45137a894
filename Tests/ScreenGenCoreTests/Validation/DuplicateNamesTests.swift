import Testing

@testable import ScreenGenCore

/// Duplicate names are reported against their first declaration, whether the list is short enough
/// to be searched in place or long enough to be hashed.
@Suite struct DuplicateNamesTests {
    @Test func shortAndLongListsReportTheFirstDeclaration() {
        for count in [3, 6, StructureCheck.namesSearchedInPlace - 1, StructureCheck.namesSearchedInPlace + 1, 60] {
            var yaml = "screen: Names\nstate:\n"
            for index in 0..<count { yaml += "  - { name: n\(index % 5), type: Int, initial: \"0\" }\n" }
            let result = SpecLoader().load(bytes: Array(yaml.utf8), file: "spec.yaml")
            let found = result.diagnostics.filter { $0.id == "duplicate-name" }
            // Entry `index` is on line index + 3, its name at column 13.
            let expected = (5..<max(5, count)).map { index in
                "\(index + 3):13 'n\(index % 5)' in state is already a name in the view; first declared in state at "
                    + "line \(index % 5 + 3), column 13"
            }
            #expect(
                found.map { "\($0.location.line):\($0.location.column) \($0.message); \($0.notes.joined())" }
                    == expected, "\(count)")
        }
    }
}
