#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ScreenGen {
    /// Which build of the tool is running: its version and the executable's size, modification time
    /// and inode. A rebuilt screengen (new templates compiled in, a changed emitter) is another
    /// tool even when its version string is not, so its manifests are not trusted; a binary
    /// rebuilt to the same bytes costs one run that renders everything. An executable that cannot
    /// be identified gets an identity no manifest has, and the manifest is never used.
    ///
    /// The file stat'ed is the one running: `/proc/self/exe` names the inode this process was
    /// started from even after a rebuild replaced the file at its path (a run that overlapped a
    /// rebuild would otherwise record its output under the new build's identity, and the new build
    /// would trust it). Where there is no `/proc` (macOS), the executable's path.
    static let toolIdentity: String = {
        var info = stat()
        let running = stat("/proc/self/exe", &info) == 0
        guard running || executablePath.map({ stat($0, &info) == 0 }) == true else {
            return "\(version) unidentified \(UUID().uuidString)"
        }
        let modified = FileTimes.modified(info)
        return "\(version) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(info.st_ino)"
    }()

    /// The running executable's path, for systems without `/proc`; nil on Linux, which has it.
    private static var executablePath: String? {
        #if canImport(Darwin)
            Bundle.main.executablePath
        #else
            nil
        #endif
    }

    /// Everything the output of every spec of the project depends on besides the specs: the tool,
    /// the configuration's parts that reach the output (header, layout, environment keys, access,
    /// default target, imports), the
    /// width from `.swift-format`, and every template in effect with where it came from (so a
    /// custom template directory, or one of its files changed, is another key).
    static func projectDigest(_ project: Project, tool: String = toolIdentity) -> ContentDigest {
        var builder = ContentDigest.Builder()
        builder.add(tool)
        builder.add(project.config.headerLines.joined(separator: "\n"))
        builder.add(project.config.header == nil ? "no header" : "header")
        builder.add(project.config.layout.rawValue)
        builder.add("environment keys \(project.config.environmentKeys.rawValue)")
        builder.add("access \(project.config.access.rawValue)")
        // A run that writes tests records nothing (see `plan`); its module still names another output.
        builder.add(project.tests.map { "tests \($0.module ?? "")" } ?? "no tests")
        builder.add("\(project.config.defaultTarget)")
        // The configuration's `imports`, each module with the files it goes in.
        for entry in project.config.imports {
            builder.add(entry.module.value)
            builder.add(entry.files.map { $0.map(\.rawValue).sorted().joined(separator: " ") } ?? "every file")
        }
        // The width `.swift-format` asks for, as the style says it.
        builder.add(String(describing: project.style))
        for name in project.templates.sources.keys.sorted() {
            builder.add(name)
            builder.add(project.templates.origins[name] ?? "")
            builder.add(project.templates.sources[name] ?? "")
        }
        return builder.digest
    }

    /// The manifest key of each screen, then of each app (the indices `renderScreens` uses): the
    /// project's digest, the spec's path as its header names it, the spec's bytes, and the bytes of
    /// the specs it is linked with. Rendering reads only the screen's own spec today; the linked
    /// ones are in the key so that a later change that reads them cannot make a manifest lie: a
    /// participant's flow (its owner, or the app it joins), the participants of an owner's or an
    /// app's flow, and an app's tab roots. A spec whose bytes are unknown has no key (nil): it is
    /// always rendered.
    static func manifestKeys(_ loaded: LoadedSpecs, project: Project) -> [ContentDigest?] {
        let base = projectDigest(project)
        var byName: [String: ContentDigest] = [:]
        var participants: [String: [ContentDigest]] = [:]
        for (index, spec) in loaded.specs.enumerated() {
            guard let digest = loaded.specDigests[index] else { continue }
            byName[spec.screen.value] = digest
            if let flow = spec.flow?.value { participants[flow, default: []].append(digest) }
        }
        for (index, app) in loaded.apps.enumerated() {
            if let digest = loaded.appDigests[index] { byName[app.app.value] = digest }
        }
        func key(path: String, digest: ContentDigest?, name: String, linked: [String], types: [String: String])
            -> ContentDigest?
        {
            guard let digest else { return nil }
            var builder = ContentDigest.Builder()
            builder.add(base)
            builder.add(path)
            builder.add(digest)
            // The other modules' types it names (`ModuleLinks`), whose modules its files import.
            for type in types.keys.sorted() { builder.add("names \(type) of module \(types[type]!)") }
            for other in linked { builder.add(byName[other].map(\.description) ?? "absent \(other)") }
            for other in participants[name] ?? [] { builder.add(other) }
            return builder.digest
        }
        let screens = loaded.specs.indices.map { index in
            let spec = loaded.specs[index]
            return key(
                path: loaded.specPaths[index], digest: loaded.specDigests[index], name: spec.screen.value,
                linked: spec.flow.map { [$0.value] } ?? [], types: spec.linkedTypes)
        }
        let apps = loaded.apps.indices.map { index in
            let app = loaded.apps[index]
            return key(
                path: loaded.appPaths[index], digest: loaded.appDigests[index], name: app.app.value,
                linked: app.tabs.compactMap { $0.root?.value }, types: app.linkedTypes)
        }
        return screens + apps
    }

    /// After a run that wrote: the manifest of what is now on disk. A run over every spec of the
    /// project records only its own screens (a deleted spec's record goes); a run over some keeps
    /// the records of the others, unless they name a file this run planned. A screen with a file
    /// that was not written is not recorded. With nothing to record, there is no manifest.
    static func recordManifest(_ planned: PlannedOutput, project: Project, notWritten: Set<String>) {
        var manifest = OutputManifest()
        // A recorded path as the plan's entries and `notWritten` name it (`PathGuard.resolve`).
        let resolved = { (file: OutputManifest.File) in Paths.appending(file.path, to: project.outputDirectory) }
        if project.otherSpecFiles?.isEmpty != true {
            let touched = Set(planned.plan?.entries.map(\.path) ?? [])
            for (key, files) in planned.manifest.records
            where !files.contains(where: { touched.contains(resolved($0)) }) {
                manifest.records[key] = files
            }
        }
        for record in planned.records where !record.files.contains(where: { notWritten.contains(resolved($0)) }) {
            manifest.records[record.key] = record.files
        }
        // The run is recorded only when every one of its screens is.
        if let run = planned.run, run.screens.allSatisfy({ manifest.records[$0] != nil }) { manifest.run = run }
        if manifest.records.isEmpty {
            // Nothing left to record (every file pruned, or none written): no manifest.
            OutputManifest.remove(from: project.outputDirectory)
        } else if manifest != planned.manifest {
            manifest.write(to: project.outputDirectory)
        }
    }

    /// One screen's files as the manifest records them, from its planned entries; nil when any of
    /// them has no digest (planning reported something about it) or a path the manifest's lines
    /// cannot hold.
    static func manifestRecord(
        key: ContentDigest?, _ files: [(relative: String, entry: OutputPlan.Entry, diagnostics: [Diagnostic])]
    ) -> PlannedOutput.Record? {
        guard let key, !files.isEmpty else { return nil }
        var recorded: [OutputManifest.File] = []
        for file in files {
            guard file.diagnostics.isEmpty, let digest = file.entry.digest,
                !file.relative.utf8.contains(where: { $0 == 10 || $0 == 13 })
            else { return nil }
            recorded.append(OutputManifest.File(path: file.relative, digest: digest))
        }
        return PlannedOutput.Record(key: key, files: recorded)
    }
}
