import Foundation
import Testing

@testable import ScreenGenCore

/// `api-newer-than-target` against the iOS SDK's own availability: iOS 17 APIs at an iOS 16 target
/// used to pass validation and then fail to compile.
@Suite struct APIAvailabilityTests {
    static let spec = """
        screen: Notes
        platform: { iOS: "16.0" }
        state:
          - { name: query, type: String, initial: '""' }
        sheets:
          - { case: edit, destination: "NoteEditor().onChange(of: query) { oldValue, newValue in print(oldValue, newValue) }" }
          - { case: info, destination: "NoteEditor().inspector(isPresented: .constant(true)) { Text(\\"Info\\") }" }
          - { case: find, destination: "NoteEditor().onChange(of: query) { newValue in print(newValue) }" }
          - { case: sync, destination: "NoteEditor().onChange(of: query, initial: true) { print(query) }" }
          - { case: card, destination: "NoteEditor().presentationCornerRadius(24)" }
        toolbar:
          - { label: Edit, action: "sheet = .edit" }

        """

    @Test func iOS17APIsAtAnIOS16TargetAreRefused() throws {
        let project = try Sandbox()
        try project.write("Notes.yaml", Self.spec)
        let result = try project.screengen("validate", "Notes.yaml", "--quiet")
        #expect(result.status == 1)
        let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(
            errors == [
                "Notes.yaml:6:32: error: the destination of sheet 'edit' uses onChange(of:initial:_:), which needs "
                    + "iOS 17.0; the target is iOS 16.0 [api-newer-than-target]",
                "Notes.yaml:7:32: error: the destination of sheet 'info' uses inspector, which needs iOS 17.0; the "
                    + "target is iOS 16.0 [api-newer-than-target]",
                "Notes.yaml:9:32: error: the destination of sheet 'sync' uses onChange(of:initial:_:), which needs "
                    + "iOS 17.0; the target is iOS 16.0 [api-newer-than-target]",
                "Notes.yaml:10:32: error: the destination of sheet 'card' uses presentationCornerRadius, which needs "
                    + "iOS 16.4; the target is iOS 16.0 [api-newer-than-target]",
            ], "\(result.stdout)")

        // At iOS 17 every one of them compiles.
        try project.write("Notes.yaml", Self.spec.replacingOccurrences(of: "16.0", with: "17.0"))
        let raised = try project.screengen("validate", "Notes.yaml", "--quiet")
        #expect(raised.status == 0, "\(raised.stdout)")
    }

    @Test(arguments: [
        ("{ old, new in print(new) }", 17), ("{ (old, new) in print(new) }", 17),
        ("{ (old: String, new: String) -> Void in print(new) }", 17), ("{ print($1) }", 17),
        ("{ reload() }", 17), ("{ for item in items { print(item) } }", 17),
        ("{ [weak store] old, new in store?.save(new) }", 17), ("{ new in print(new) }", 14),
        ("{ _ in reload() }", 14), ("{ print($0) }", 14), ("{ items.forEach { print($0, $1) }; print($0) }", 14),
    ])
    func theClosureDecidesWhichOnChangeIsCalled(_ closure: String, _ iOS: Int) {
        let tokens = SwiftFragment.matchTexts("Row().onChange(of: query) \(closure)")
        #expect(OnChangeForm.usesIOS17Form(tokens) == (iOS == 17), "\(closure)")
    }

    /// The shape filter passes every key, so it passes over only tokens the dictionary would not
    /// find: keys, near misses (a byte more or less, another case) and every token of the tables.
    @Test func keyShapesPassOverOnlyTokensThatAreNoKey() {
        var tokens = ["", "(", ".", "Text", "onChange", "inspector", "Inspector", "inspectors", "inspecto", "é", "名前"]
        for key in APINewerThanTargetRule.index.byIdentifier.keys {
            tokens += [key, key + "s", String(key.dropLast()), key.uppercased(), key.lowercased(), "_" + key]
        }
        for (_, pattern, _) in SDKAvailability.table + APINewerThanTargetRule.beyondSDK {
            tokens += SwiftFragment.matchTexts(pattern)
        }
        for token in tokens where APINewerThanTargetRule.index.isKey(token) {
            #expect(APINewerThanTargetRule.index.mayBeKey(token), "\(token)")
        }
        #expect(!APINewerThanTargetRule.index.mayBeKey("("))
        #expect(!APINewerThanTargetRule.index.mayBeKey(""))
    }

    @Test func labelsDecideWhenThereIsNoTrailingClosure() {
        #expect(OnChangeForm.usesIOS17Form(SwiftFragment.matchTexts("Row().onChange(of: q, initial: true, reload)")))
        #expect(!OnChangeForm.usesIOS17Form(SwiftFragment.matchTexts("Row().onChange(of: q, perform: { _ in })")))
        #expect(OnChangeForm.usesIOS17Form(SwiftFragment.matchTexts("Row().onChange(of: q, { a, b in })")))
        #expect(!OnChangeForm.usesIOS17Form(SwiftFragment.matchTexts("Row().onChange(of: q, perform: reload)")))
    }

    /// The committed tables are what the script derives from the three SDKs (where copies of them
    /// are at hand: IOS_SDK_MIRROR, IOS_SDK_MIRROR_18 and IOS_SDK_MIRROR_26 name their git mirrors,
    /// as for ../shared/tools/ios-typecheck).
    @Test func theTableIsWhatTheScriptDerivesFromTheSDK() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let sdk17 = environment["IOS_SDK_MIRROR"], let sdk18 = environment["IOS_SDK_MIRROR_18"],
            let sdk26 = environment["IOS_SDK_MIRROR_26"], let python = which("python3")
        else { return }
        let script = TestPaths.path("Tests/Tools/api_availability.py")
        let derived = try run(python, [script, sdk17, sdk18, sdk26])
        #expect(derived.status == 0, "\(derived.stderr)")
        let committed = try String(
            contentsOfFile: TestPaths.path("Sources/ScreenGenCore/Validation/SDKAvailability.swift"), encoding: .utf8)
        #expect(derived.stdout == committed)
    }

    /// The table's patterns read without the lexer are the lexer's tokens, every one of them.
    @Test func patternsReadWithoutTheLexerAreTheLexersTokens() {
        let patterns = (SDKAvailability.table + APINewerThanTargetRule.beyondSDK).map(\.pattern)
        #expect(patterns.count > 100)
        for pattern in patterns + [".default", "default", "_x", ".a.b", "a(b:)", ".x(", "É"] {
            let tokens = APIPatternIndex<APIAvailability>.patternTokens(pattern)
            #expect(tokens == SwiftFragment.matchTexts(pattern), "\(pattern)")
        }
    }
}
