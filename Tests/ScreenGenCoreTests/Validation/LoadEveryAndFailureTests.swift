import Testing

@testable import ScreenGenCore

/// `every` (a load that runs again while its screen is shown) and `failure: ignore` (a load whose
/// failure shows nothing): their located errors, and the screens they make.
@Suite struct LoadEveryAndFailureTests {
    /// An MV screen with one load `status` (given extra keys) and a section that shows it, and a
    /// load `extra` (given keys of its own) that no section shows.
    static func spec(status: String = "", extra: String? = nil, sections: String = "") -> String {
        """
        screen: Status
        summary: A server's status.
        environment:
          - { name: client, type: StatusClient, preview: StatusClient.preview }
        loads:
          - name: status
            type: ServerStatus
            call: client.status()
        \(status)
        """ + (extra.map { "\n  - name: extra\n    type: ServerExtra\n    call: client.extra()\n\($0)" } ?? "")
            + """

            content:
              sections:
                - { load: status, row: "StatusRow(status: status)" }
            \(sections)
            """
    }

    @Test func aPeriodicLoadDecodesItsInterval() throws {
        #expect(SourceCheckTests.errors(Self.spec(status: "    every: 30s")) == [])
        #expect(SourceCheckTests.errors(Self.spec(status: "    every: 1.5s")) == [])
        let result = SpecLoader().load(bytes: Array(Self.spec(status: "    every: 2s").utf8), file: "n.yaml")
        #expect(result.spec?.loads.first?.every?.value == 2000)
    }

    @Test func anIntervalUnderASecondOrNotADurationIsRefused() {
        SourceCheckTests.expectOneError(
            Self.spec(status: "    every: 500ms"),
            "9:12 invalid-value '500ms' is not a 'every' interval: it must be at least 1 second",
            containing: ["a stream"])
        SourceCheckTests.expectOneError(
            Self.spec(status: "    every: 0s"), "9:12 invalid-value '0s' is not a 'every' interval")
        SourceCheckTests.expectOneError(
            Self.spec(status: "    every: -5s"), "9:12 invalid-value '-5s' is not a duration")
        SourceCheckTests.expectOneError(
            Self.spec(status: "    every: 30"), "9:12 invalid-value '30' is not a duration")
    }

    @Test func aMisspeltKeyOrValueHasADidYouMean() {
        SourceCheckTests.expectOneError(
            Self.spec(status: "    evry: 30s"), "9:5 unknown-key unknown key 'evry'", containing: ["did you mean 'every'?"])
        SourceCheckTests.expectOneError(
            Self.spec(status: "    failure: ignroe"), "9:14 invalid-value 'ignroe' is not a valid value for 'failure'",
            containing: ["did you mean 'ignore'?"])
    }

    @Test func everyIsRefusedWithAStreamAndAPagedLoad() {
        SourceCheckTests.expectOneError(
            Self.spec(status: "    stream: throwing\n    every: 30s"),
            "10:12 invalid-value load 'status' follows a stream, which 'every' cannot run again")
        let paged = Self.spec(status: "    every: 30s").replacingOccurrences(of: "ServerStatus", with: "\"[ServerStatus]\"")
            + ""
        let errors = SourceCheckTests.errors(
            paged.replacingOccurrences(
                of: "    every: 30s",
                with: "    every: 30s\n    pagination: { cursor: Int, next: \"client.status(after: cursor)\", cursorOf: \"page.last?.id\" }"
            ))
        #expect(
            errors.contains { $0.hasPrefix("9:12 invalid-value load 'status' is paged, and 'every' would reload it") },
            "\(errors)")
    }

    @Test func anIgnoredFailureIsAnOptionalThatOtherSectionsRead() {
        let spec = Self.spec(
            extra: "    failure: ignore",
            sections: "    - { if: extra != nil, fields: [{ view: \"ExtraView(extra: extra)\" }] }")
        #expect(SourceCheckTests.errors(spec) == [])
        let model = ModelBuilder().build(SpecLoader().load(bytes: Array(spec.utf8), file: "n.yaml").spec!)
        let extra = model.loads[1]
        #expect(extra.ignoresFailure && extra.reloadError == nil && extra.input == nil)
        #expect(extra.keepsValueWhenShownAgain)
        #expect(model.view.members.contains { $0.name == "extra" && $0.type == "ServerExtra" && $0.isOptional })
        #expect(!model.view.members.contains { $0.name == "extraReloadError" })
        let withoutExtra = ModelBuilder().build(SpecLoader().load(bytes: Array(Self.spec().utf8), file: "n.yaml").spec!)
        #expect(model.previews.map(\.state) == withoutExtra.previews.map(\.state), "the status load's states only")
    }

    @Test func anIgnoredFailureHasNoPlaceholdersNorASection() {
        SourceCheckTests.expectOneError(
            Self.spec(extra: "    failure: ignore\n    error: { title: Oops }"),
            "14:12 invalid-value load 'extra' ignores its failure ('failure: ignore'), so it cannot have 'error'",
            containing: ["nothing shows its failure"])
        SourceCheckTests.expectOneError(
            Self.spec(extra: "    failure: ignore\n    stream: throwing"),
            "14:13 invalid-value load 'extra' ignores its failure ('failure: ignore'), so it cannot have 'stream'")
        SourceCheckTests.expectOneError(
            Self.spec(extra: "    failure: ignore", sections: "    - { load: extra, row: \"ExtraView(extra: extra)\" }"),
            "17:15 invalid-value load 'extra' ignores its failure, so no section shows it with 'load'",
            containing: ["if: extra != nil"])
    }

    @Test func aPeriodicLoadPollsAndDoesNotKeepItsValueWhenShownAgain() {
        let spec = Self.spec(status: "    every: 1.5s")
        let model = ModelBuilder().build(SpecLoader().load(bytes: Array(spec.utf8), file: "n.yaml").spec!)
        #expect(model.loads[0].poll == PollModel(functionName: "pollStatus", milliseconds: 1500))
        #expect(!model.loads[0].keepsValueWhenShownAgain)
        #expect(model.loads[0].reloadError == "statusReloadError")
    }

    @Test func aPollFunctionNameIsReserved() {
        let spec = Self.spec(status: "    every: 30s") + "actions:\n  - { name: pollStatus, call: client.ping() }\n"
        let errors = SourceCheckTests.errors(spec)
        #expect(errors.contains { $0.contains("duplicate-name") && $0.contains("pollStatus") }, "\(errors)")
    }
}
