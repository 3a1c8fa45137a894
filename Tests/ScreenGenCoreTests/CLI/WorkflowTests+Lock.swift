import Foundation
import ScreenGenCore
import Testing

/// A killed run leaves only whole files, and the lock keeps two writing runs apart.
extension WorkflowTests {
    // MARK: 8. kill -9

    /// A run killed at any moment leaves every file whole: the old version, the new one, or none.
    /// Each round alternates the specs between two versions, so there is always something to
    /// write, and kills the run a little after writing begins (it holds the lock by then).
    @Test func aKilledGenerateLeavesOnlyWholeFiles() throws {
        let project = try Sandbox()
        let count = 400
        let versions = [1, 2].map { version in
            (0..<count).map { index in
                ("Specs/Screen\(index).yaml", Self.screen("Screen\(index)", title: "Screen \(index) v\(version)"))
            }
        }
        // What complete generations of each version produce, both at once (in two project copies,
        // so that headers name the same spec paths).
        for (index, specs) in versions.enumerated() {
            for (path, text) in specs { try project.write("Reference\(index + 1)/\(path)", text) }
        }
        let builds = try (1...2).map { try Self.start(["generate", "Specs", "--output", "Out", "--quiet"], in: project.path("Reference\($0)")) }
        builds.forEach { $0.waitUntilExit() }
        #expect(builds.allSatisfy { $0.terminationStatus == 0 })
        let references = [project.swiftFiles("Reference1/Out"), project.swiftFiles("Reference2/Out")]
        #expect(references[0].count == count && references[1].count == count && references[0] != references[1])

        var killedWhileWriting = 0
        var interrupted = 0  // rounds that left some files old and some new, or some missing
        for (round, delay) in [0, 4, 15, 50].enumerated() {
            let version = round % 2 + 1
            for (path, text) in versions[version - 1] { try project.write(path, text) }
            let process = try Self.start(["generate", "Specs", "--output", "Out", "--quiet"], in: project.root)
            // The run takes the lock (or takes a killed run's over) once it has loaded all 400
            // specs, then renders and plans them under it, then writes: seconds on an idle
            // machine, far longer on a loaded one. So wait for the lock, then for the first file
            // it writes (files are written in path order, and every one changes each round), not
            // for a while: a run killed before it holds the lock leaves the previous round's lock
            // behind (naming that round's run), and one killed while planning writes nothing;
            // either round would test nothing. The deadline is only a guard against a hung run,
            // and reaching it is a failure, not a signal to go on.
            let lock = project.path("Out/.screengen.lock")
            let mine = "\(process.processIdentifier)\n"
            let reference = references[version - 1]
            let first = try #require(reference.keys.min())
            let deadline = Date().addingTimeInterval(600)
            var holdsLock = false
            var writing = false
            while process.isRunning, !writing, Date() < deadline {
                holdsLock = holdsLock || (try? String(contentsOfFile: lock, encoding: .utf8)) == mine
                writing = holdsLock && project.read("Out/" + first) == reference[first]
                if !writing { usleep(500) }
            }
            if writing {
                // Still held while it writes; gone only once the run has released it after its last write.
                let held = try? String(contentsOfFile: lock, encoding: .utf8)
                #expect(held == mine || held == nil, "round \(round): writing under another run's lock")
                usleep(useconds_t(delay * 1000))
                kill(process.processIdentifier, SIGKILL)
            } else if process.isRunning {
                Issue.record("round \(round): the run has not begun writing after 10 minutes")
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            let killed = writing && process.terminationReason == .uncaughtSignal
            if killed { killedWhileWriting += 1 }
            // Otherwise it finished before the poll saw it write (the round interrupted nothing),
            // or it died on its own: say so, rather than blame a kill that never came.
            let how = process.terminationReason == .exit ? "exited with status" : "died of signal"
            #expect(
                killed || process.terminationReason == .exit && process.terminationStatus == 0,
                "round \(round): the run \(how) \(process.terminationStatus) before it was seen writing")

            let files = project.swiftFiles("Out")
            for (name, contents) in files {
                #expect(
                    contents == references[0][name] || contents == references[1][name],
                    "round \(round) (+\(delay) ms): \(name) is not a whole generated file")
            }
            if files != references[version - 1] { interrupted += 1 }
            // A lock left behind always names the killed run, so the next run can take it over.
            if holdsLock, let left = project.read("Out/.screengen.lock") {
                #expect(left == "\(process.processIdentifier)\n", "round \(round): the killed run was \(process.processIdentifier), status \(process.terminationStatus)")
            }
        }
        #expect(killedWhileWriting >= 3 && interrupted >= 2, "the kills should land while files are being written")

        // A leftover of a run killed at another moment, and a normal run to finish.
        try project.write("Out/Screen7/.Screen7View.swift.screengen-99999.tmp", "// half")
        let finish = try project.screengen("generate", "Specs", "--output", "Out", "--quiet")
        #expect(finish.status == 0, "\(finish.stdout)\(finish.stderr)")
        let final = project.snapshot("Out")
        #expect(project.swiftFiles("Out") == references[1], "the last round wrote version 2")
        let leftovers = final.keys.filter {
            ($0 as NSString).lastPathComponent.hasPrefix(".") && $0 != OutputManifest.fileName
        }
        #expect(leftovers.isEmpty, "temporary files or the lock are left: \(leftovers.sorted())")
    }

    /// Starts `screengen` without waiting for it; its output is discarded.
    static func start(_ arguments: [String], in directory: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    // MARK: 9. the lock

    @Test func aLiveLockStopsTheRunAndADeadOneIsTakenOver() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        let lock = "Out/.screengen.lock"
        // A live holder: the lock is the kernel's, held here by an `OutputLock` of this process.
        let holder = OutputLock(outputDirectory: project.path("Out"))
        try holder.acquire()
        for command in ["generate", "scaffold"] {
            let held = try project.screengen(command, "Specs", "--output", "Out")
            #expect(held.status == 2, "\(command)")
            #expect(
                held.stdout == "\(lock): error: another screengen run (pid \(getpid())) is writing this output "
                    + "directory; wait for it to finish [lock]\n", "\(command)")
        }
        #expect(project.snapshot("Out") == [".screengen.lock": "\(getpid())\n"], "nothing written, the lock left to its owner")
        holder.release()

        // A pid that no longer runs: a process that has exited.
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/true")
        try exited.run()
        exited.waitUntilExit()
        try project.write(lock, "\(exited.processIdentifier)\n")
        let takeover = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(takeover.status == 0, "\(takeover.stderr)")
        #expect(project.exists("Out/Notes/NotesView.swift"))
        #expect(!project.exists(lock), "released after the run")
    }

    /// A run that writes takes the lock before it reads anything in the output directory, so two
    /// runs started together never both plan from the same files. The proof: another run holds the
    /// lock (an `OutputLock` of this process), and the output holds a hand-written file where a
    /// screen's file goes, which planning refuses as soon as it reads it. Every writing workflow
    /// reports the lock and nothing about that file: it stopped before reading it. `check` and
    /// `--dry-run` write nothing and take no lock: they read the file, and report it.
    @Test func aWritingRunTakesTheLockBeforeItReadsTheOutput() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        let mine = "import SwiftUI\n\nstruct NotesView: View {\n    var body: some View { Text(\"mine\") }\n}\n"
        try project.write("Out/Notes/NotesView.swift", mine)
        let notGenerated = "Out/Notes/NotesView.swift:1:1: error: the file exists and screengen did not generate it"

        let other = OutputLock(outputDirectory: project.path("Out"))
        try other.acquire()
        let before = project.snapshot("Out")
        for arguments in [["generate"], ["generate", "--prune"], ["scaffold"], ["scaffold", "--force"]] {
            let held = try run(TestPaths.binary, arguments + ["Specs", "--output", "Out"], in: project.root)
            #expect(held.status == 2, "\(arguments)")
            // The lock's error alone: nothing in the output was read before the lock was taken.
            #expect(
                held.stdout == "Out/.screengen.lock: error: another screengen run (pid \(getpid())) is writing this "
                    + "output directory; wait for it to finish [lock]\n",
                "\(arguments)")
        }
        for arguments in [["check"], ["generate", "--dry-run"]] {
            let reader = try run(TestPaths.binary, arguments + ["Specs", "--output", "Out"], in: project.root)
            #expect(reader.status == 1, "\(arguments): \(reader.stderr)")
            #expect(reader.stdout.hasPrefix(notGenerated), "\(arguments): \(reader.stdout)")
        }
        #expect(project.snapshot("Out") == before, "nothing written, the lock left to its owner")

        // Once the lock is free, generate reads the same output and stops at that file.
        other.release()
        let free = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(free.status == 1)
        #expect(free.stdout.hasPrefix(notGenerated), "\(free.stdout)")
        #expect(project.snapshot("Out").keys.sorted() == ["Notes", "Notes/NotesView.swift"], "the lock released")
        #expect(project.read("Out/Notes/NotesView.swift") == mine)
    }
}
