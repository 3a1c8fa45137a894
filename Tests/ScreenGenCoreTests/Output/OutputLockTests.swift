import Foundation
import Testing

@testable import ScreenGenCore

/// The output lock is the kernel's (`flock` on `.screengen.lock`): one run at a time holds it, also
/// while several find a killed run's lock file, and nothing a lock file says — a dead or reused
/// pid, garbage, nothing — blocks a run: only a live holder does.
@Suite struct OutputLockTests {
    static let spec = WorkflowTests.screen("Notes")
    static let lock = "Out/\(OutputLock.fileName)"

    /// A pid no process has: a child that has exited and been reaped.
    static func deadPid() throws -> Int32 {
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/sh")
        exited.arguments = ["-c", "exit 0"]
        try exited.run()
        exited.waitUntilExit()
        return exited.processIdentifier
    }

    /// What a lock file left behind may hold. `1` is a live process that is not screengen (init, or
    /// whatever runs as pid 1 in a container), as a reused pid would be.
    static let leftovers: [(name: String, bytes: [UInt8])] = [
        ("pid 1", Array("1\n".utf8)), ("garbage", Array("not a pid\n".utf8)), ("empty", []),
        ("blank", Array("  \n\n".utf8)), ("huge number", Array("99999999999999999999\n".utf8)),
        ("negative", Array("-1\n".utf8)), ("zero", Array("0\n".utf8)), ("binary", [0, 0xFF, 0xFE, 7, 10]),
    ]

    @Test(arguments: leftovers.map(\.name))
    func aLockFileNobodyHoldsDoesNotBlock(leftover: String) throws {
        let bytes = try #require(Self.leftovers.first { $0.name == leftover }).bytes
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.spec)
        try project.makeDirectory("Out")
        #expect(FileManager.default.createFile(atPath: project.path(Self.lock), contents: Data(bytes)))
        let result = try runBounded(["generate", "Specs", "--output", "Out"], in: project.root)
        #expect(result.status == 0, "\(leftover): \(result.stdout)\(result.stderr)")
        #expect(result.stderr == "created Out/Notes/NotesView.swift\n1 written, 0 unchanged, 0 stale\n", "\(leftover)")
        #expect(!project.exists(Self.lock), "\(leftover): the run removes the lock file it held")
    }

    @Test func aDeadRunsLockIsTakenOverAndReplaced() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.spec)
        try project.write(Self.lock, "\(try Self.deadPid())\n")
        for command in ["generate", "scaffold"] {
            let result = try runBounded([command, "Specs", "--output", "Out"], in: project.root)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(!project.exists(Self.lock), "\(command)")
            try project.write(Self.lock, "\(try Self.deadPid())\n")
        }
    }

    /// An empty directory where the lock file goes is removed and the lock taken; anything else
    /// that is not a file is refused, at once and with what to do, and left as it is.
    @Test func somethingElseAtTheLockPathIsRemovedWhenEmptyOrRefused() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.spec)
        try project.makeDirectory(Self.lock)
        let emptyDirectory = try runBounded(["generate", "Specs", "--output", "Out"], in: project.root)
        #expect(emptyDirectory.status == 0, "\(emptyDirectory.stderr)")
        #expect(!project.exists(Self.lock))

        try project.write(Self.lock + "/kept.txt", "someone's")
        let directory = try runBounded(["generate", "Specs", "--output", "Out"], in: project.root)
        #expect(directory.status == 2)
        #expect(
            directory.stdout == "\(Self.lock): error: is a directory, not screengen's lock file; remove it [lock]\n")
        #expect(project.read(Self.lock + "/kept.txt") == "someone's")
        try project.remove(Self.lock)

        try project.symlink(Self.lock, to: "../Elsewhere.lock")
        let link = try runBounded(["generate", "Specs", "--output", "Out"], in: project.root)
        #expect(link.status == 2)
        #expect(
            link.stdout == "\(Self.lock): error: is a symbolic link; screengen does not write through links [lock]\n")
        #expect(!project.exists("Elsewhere.lock"), "nothing is created through the link")
        try project.remove(Self.lock)

        // A FIFO: opening it to read would wait for a writer forever.
        #expect(mkfifo(project.path(Self.lock), 0o644) == 0)
        let fifo = try runBounded(["generate", "Specs", "--output", "Out"], in: project.root)
        #expect(fifo.status == 2, "\(fifo.stderr)")
        #expect(
            fifo.stdout
                == "\(Self.lock): error: is not a regular file, so not screengen's lock file; remove it [lock]\n")
    }

    /// While a run holds the lock (here an `OutputLock` of this process), every writing run stops at
    /// once, naming it, and writes nothing; once it is released, the next run goes ahead.
    @Test func aHeldLockStopsEveryWritingRunAtOnce() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.spec)
        let holder = OutputLock(outputDirectory: project.path("Out"))
        try holder.acquire()
        #expect(project.read(Self.lock) == "\(getpid())\n", "the holder's pid, for the message")
        for arguments in [["generate"], ["generate", "--prune"], ["scaffold"]] {
            let held = try runBounded(arguments + ["Specs", "--output", "Out"], in: project.root)
            #expect(held.status == 2, "\(arguments)")
            #expect(
                held.stdout == "\(Self.lock): error: another screengen run (pid \(getpid())) is writing this output "
                    + "directory; wait for it to finish [lock]\n", "\(arguments)")
        }
        #expect(project.snapshot("Out") == [OutputLock.fileName: "\(getpid())\n"], "nothing written, the lock kept")
        holder.release()
        #expect(!project.exists(Self.lock))
        #expect(try runBounded(["generate", "Specs", "--output", "Out"], in: project.root).status == 0)
    }

    /// A run removes only its own lock file: when the file it locked was removed by hand and
    /// another run made a new one, releasing leaves that one alone.
    @Test func aRunRemovesOnlyItsOwnLockFile() throws {
        let project = try Sandbox()
        let first = OutputLock(outputDirectory: project.path("Out"))
        try first.acquire()
        try project.remove(Self.lock)
        let second = OutputLock(outputDirectory: project.path("Out"))
        try second.acquire()
        first.release()
        #expect(project.read(Self.lock) == "\(getpid())\n", "the second run's lock is still there")
        let third = OutputLock(outputDirectory: project.path("Out"))
        #expect(throws: RunError.self, "and still locks") { try third.acquire() }
        second.release()
        #expect(!project.exists(Self.lock))
    }

    /// Several runs started together on a killed run's lock: at any moment one holds it. A run
    /// that writes holds the lock from before it plans until its last write, so two runs that
    /// both found the files missing and created them must have held it at once. Each round, one
    /// run creates the files; every other run either stopped at the lock (exit 2, naming another
    /// run of the round) or came after and found them unchanged.
    ///
    /// The race this guards against (two runs both taking over the same stale lock) needs them to
    /// arrive within microseconds of each other: the old takeover lost it in about one round in
    /// twenty, so the test runs 100 short rounds.
    @Test func runsStartedTogetherOnAStaleLockHoldItOneAtATime() throws {
        let project = try Sandbox()
        let screens = 4
        for index in 0..<screens {
            try project.write("Specs/Screen\(index).yaml", WorkflowTests.screen("Screen\(index)"))
        }
        let runs = 4
        var stopped = 0
        for round in 0..<100 {
            if project.exists("Out") { try project.remove("Out") }
            try project.write(Self.lock, "\(try Self.deadPid())\n")
            let line = try StartingLine(in: project.root)
            let started = try (0..<runs).map { _ in
                try BoundedRun(["generate", "Specs", "--output", "Out"], in: project.root, barrier: line.path)
            }
            line.release(runs)
            let results = started.map { $0.wait() }
            let pids = Set(started.map { "\($0.process.processIdentifier)" })
            var created = 0
            for result in results {
                if result.status == 0 {
                    if result.stderr.hasSuffix("\(screens) written, 0 unchanged, 0 stale\n") {
                        created += 1
                    } else {
                        #expect(
                            result.stderr == "0 written, \(screens) unchanged, 0 stale\n",
                            "round \(round): \(result.stderr)")
                    }
                    continue
                }
                stopped += 1
                #expect(result.status == 2, "round \(round): \(result.stdout)\(result.stderr)")
                // The holder's pid, or "unknown" when it had not written it yet (it writes it just
                // after locking; on a loaded machine the reader may give up waiting first).
                let pid = result.stdout.firstMatch(of: /another screengen run \(pid (\w+)\) is writing/)?.1
                #expect(
                    pid.map { pids.contains(String($0)) || $0 == "unknown" } == true, "round \(round): \(result.stdout)"
                )
            }
            #expect(created == 1, "round \(round): \(created) runs created the files, so held the lock together")
            #expect(project.swiftFiles("Out").count == screens, "round \(round)")
            #expect(!project.exists(Self.lock), "round \(round): the lock file is removed by its last holder")
        }
        // Not a requirement, but the point: most rounds had runs meeting at the lock.
        #expect(stopped > 0, "no run ever found the lock held: the runs did not start together")
    }
}

/// A `screengen` run started without waiting, its output going to files; `wait` kills it (SIGKILL:
/// the test runner ignores SIGTERM in children) if it has not finished within the deadline.
final class BoundedRun {
    let process = Process()
    private let directory: String

    /// With a `barrier` (a FIFO), the run waits, through `sh`, to read a line from it before it
    /// becomes `screengen` (same pid): a `StartingLine` then starts several runs at once.
    init(_ arguments: [String], in workingDirectory: String, barrier: String? = nil) throws {
        directory = try makeTemporaryDirectory()
        _ = FileManager.default.createFile(atPath: directory + "/stdout", contents: nil)
        _ = FileManager.default.createFile(atPath: directory + "/stderr", contents: nil)
        if let barrier {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "read line < \"$0\"; exec \"$@\"", barrier, TestPaths.binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: TestPaths.binary)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: directory + "/stdout"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: directory + "/stderr"))
        try process.run()
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func wait(seconds: Double = 120) -> RunResult {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(2_000) }
        let hung = process.isRunning
        if hung {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        let read = { (name: String) in
            String(decoding: FileManager.default.contents(atPath: self.directory + "/" + name) ?? Data(), as: UTF8.self)
        }
        return RunResult(
            status: hung ? -1 : process.terminationStatus, stdout: read("stdout"),
            stderr: (hung ? "killed after \(Int(seconds)) s: the run hung\n" : "") + read("stderr"))
    }
}

/// Starts several runs at the same moment, rather than one after another as they are spawned: each
/// waits for a line of a FIFO, and `release` writes one line per run at once. The FIFO is held open
/// for reading and writing, so a run that opens it late never waits for a writer: it finds its line.
final class StartingLine {
    let path: String
    private let descriptor: Int32

    init(in directory: String) throws {
        path = directory + "/starting-line"
        guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
    }

    /// Lets `runs` runs go, once they have had a moment to reach the line.
    func release(_ runs: Int) {
        usleep(50_000)
        let lines = [UInt8](repeating: UInt8(ascii: "\n"), count: runs)
        _ = lines.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    deinit {
        close(descriptor)
        unlink(path)
    }
}

/// Runs `screengen` to completion, or kills it after `seconds` (a hang is a failure, not a wait).
func runBounded(_ arguments: [String], in directory: String, seconds: Double = 60) throws -> RunResult {
    try BoundedRun(arguments, in: directory).wait(seconds: seconds)
}
