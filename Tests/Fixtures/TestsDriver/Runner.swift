// Runs the Swift Testing suites built with it, as `swift test` runs a test target: the generated
// tests of a golden case (Tests/Golden/tests-*/expected-tests), against a module of the case's
// generated stores and routes with the fixture models. GeneratedTestsRuntimeTests builds:
//
//   swiftc -parse-as-library -enable-testing -emit-module -emit-library -static \
//       -module-name ScreenFixtures Models.swift <the case's stores and routes>
//   swiftc -parse-as-library -I . -L . -lScreenFixtures Runner.swift <the case's tests>
//
// and reads the exit status and the test run's report.

import Testing

@main
struct Runner {
    static func main() async {
        await Testing.__swiftPMEntryPoint() as Never
    }
}
