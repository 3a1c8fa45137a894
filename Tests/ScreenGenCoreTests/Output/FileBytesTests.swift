import Foundation
import Testing

@testable import ScreenGenCore

/// `FileBytes`, the one file reader: whole files, limits, and every kind of path that is not a file.
/// A FIFO anywhere screengen reads (a spec, the configuration, a generated file with or without a
/// manifest, a template) is refused with a located error instead of a run that waits forever.
@Suite struct FileBytesTests {
    @Test func readsWholeFilesAndStopsAtTheLimit() throws {
        let sandbox = try Sandbox()
        let text = String(repeating: "0123456789", count: 10_000)
        try sandbox.write("big.txt", text)
        try sandbox.write("empty.txt", "")
        #expect(try FileBytes.read(sandbox.path("big.txt")).get() == Array(text.utf8))
        #expect(try FileBytes.read(sandbox.path("big.txt"), limit: 11).get() == Array("01234567890".utf8))
        #expect(try FileBytes.read(sandbox.path("empty.txt")).get() == [])
        #expect(throws: FileBytes.Problem.directory) { try FileBytes.read(sandbox.path("")).get() }
        #expect(throws: FileBytes.Problem.failed(ENOENT)) { try FileBytes.read(sandbox.path("none")).get() }
        #expect(mkfifo(sandbox.path("pipe"), 0o644) == 0)
        #expect(throws: FileBytes.Problem.notRegular) { try FileBytes.read(sandbox.path("pipe")).get() }
    }

    static let spec = "screen: Notes\ntitle: Notes\n"

    @Test func aFIFOWhereASpecOrTheConfigurationIsIsALocatedError() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.spec)
        #expect(mkfifo(project.path("Specs/Pipe.yaml"), 0o644) == 0)
        let spec = try runBounded(["validate", "Specs"], in: project.root)
        #expect(spec.status == 2)
        #expect(spec.stdout.contains("Specs/Pipe.yaml:1:1: error: is not a regular file"), "\(spec.stdout)")
        try project.remove("Specs/Pipe.yaml")
        #expect(mkfifo(project.path("screengen.yml"), 0o644) == 0)
        let config = try runBounded(["generate"], in: project.root)
        #expect(config.status == 2)
        #expect(config.stdout.hasPrefix("screengen.yml:1:1: error: is not a regular file"), "\(config.stdout)")
        #expect(!project.exists("Generated"))
    }

    @Test func aFIFOWhereAGeneratedFileGoesStopsEveryRun() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.spec)
        #expect(try project.screengen("generate", "Specs", "--output", "Out").status == 0)
        let view = "Out/Notes/NotesView.swift"
        try project.remove(view)
        #expect(mkfifo(project.path(view), 0o644) == 0)
        // With the manifest (its digest of the file fails) and without it (planning reads the file).
        for removeManifest in [false, true] {
            if removeManifest { try project.remove("Out/" + OutputManifest.fileName) }
            for command in ["generate", "check"] {
                let run = try runBounded([command, "Specs", "--output", "Out"], in: project.root)
                #expect(run.status == 2, "\(command): \(run.stdout)\(run.stderr)")
                #expect(run.stdout.contains("\(view): error: is not a regular file"), "\(run.stdout)")
            }
        }
    }

    @Test func aFIFOAmongTheTemplatesIsRefused() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.spec)
        try FileManager.default.createDirectory(atPath: project.path("Team"), withIntermediateDirectories: true)
        #expect(mkfifo(project.path("Team/header.mustache"), 0o644) == 0)
        let run = try runBounded(["generate", "Specs", "--output", "Out", "--templates", "Team"], in: project.root)
        #expect(run.status != 0, "\(run.stdout)\(run.stderr)")
        #expect(!project.exists("Out/Notes/NotesView.swift"))
    }
}
