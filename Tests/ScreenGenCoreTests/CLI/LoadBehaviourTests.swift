import Foundation
import Testing

@testable import ScreenGenCore

/// What the generated load functions do under real use (overlapping requests, a screen shown
/// again, an input that changes), as far as the spec can get it wrong: the locals they bind.
/// The behaviour itself runs on Linux in Tests/Fixtures/StoreDriver and PagingDriver.
@Suite struct LoadBehaviourTests {
    /// A load function binds `request` (and with `dependsOn` `input`) before the call: a call that
    /// reads a member of that name would read the local instead.
    @Test(arguments: [
        ("call: client.timeline()", "call: client.timeline(request)", "'call' of load 'posts' reads 'request'"),
        (
            "cursorOf: page.last?.id", "cursorOf: page.last?.id ?? request",
            "'cursorOf' of load 'posts' reads 'request'"
        ),
    ])
    func aCallThatReadsALocalOfTheLoadFunctionIsALocatedError(_ change: (String, String, String)) throws {
        let spec = HardeningTests.pagedStore.replacingOccurrences(of: change.0, with: change.1)
        #expect(spec != HardeningTests.pagedStore)
        let (status, line) = try HardeningTests.firstError(spec)
        #expect(status == 1)
        #expect(line.contains(change.2) && line.hasSuffix("[invalid-expression]"), "\(line)")
        let qualified = HardeningTests.pagedStore.replacingOccurrences(
            of: change.0, with: change.1.replacingOccurrences(of: "request", with: "self.request"))
        let project = try Sandbox()
        try project.write("S.yaml", qualified)
        #expect(try project.screengen("validate", "S.yaml").status == 0)
    }

    /// A load adds its request counter and its reload error beside its phase: a store property of
    /// either name is a located duplicate, not Swift that does not compile.
    @Test(arguments: ["postsRequest", "postsReloadError"])
    func aMemberNamedAsALoadsBookkeepingIsADuplicate(_ name: String) throws {
        let spec = HardeningTests.pagedStore.replacingOccurrences(
            of: "store:\n", with: "store:\n  properties:\n    - { name: \(name), type: Int, initial: '0' }\n")
        let (status, line) = try HardeningTests.firstError(spec)
        #expect(status == 1)
        #expect(
            line.contains("'\(name)' in loads is already a name in the store") && line.hasSuffix("[duplicate-name]"),
            "\(line)")
    }

    /// `input` is bound only with `dependsOn`, and `loadMore…()` binds it before `next`.
    @Test func aNextThatReadsInputIsAnErrorOnlyWithDependsOn() throws {
        let withInput = HardeningTests.pagedStore.replacingOccurrences(
            of: "next: \"client.timeline(after: cursor)\"", with: "next: \"client.timeline(after: cursor, input)\"")
        let project = try Sandbox()
        try project.write("S.yaml", withInput)
        #expect(try project.screengen("validate", "S.yaml").status == 0, "no dependsOn: no local 'input'")
        let keyed = withInput.replacingOccurrences(
            of: "    call: client.timeline()\n",
            with: "    call: client.timeline()\n    dependsOn: [query]\n"
        ).replacingOccurrences(
            of: "store:\n", with: "store:\n  properties:\n    - { name: query, type: String, initial: '\"\"' }\n")
        let (status, line) = try HardeningTests.firstError(keyed)
        #expect(status == 1)
        #expect(line.contains("'next' of load 'posts' reads 'input'"), "\(line)")
    }
}
