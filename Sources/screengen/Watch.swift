import ScreenGenCore

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

/// `generate --watch`: regenerates whenever an input of the output changes: a spec, the
/// configuration, a template, or a `.swift-format` that governs the output directory.
/// Polling (twice a second) rather than inotify keeps it portable and simple; a change is acted on
/// once the files have stopped changing for one poll, so an editor's save-in-steps is one run.
enum Watch {
    static func run(_ arguments: ParsedArguments, once: (ParsedArguments) -> Int32) -> Int32 {
        var last = fingerprint(arguments)
        _ = once(arguments)
        Console.err("watching for changes (Ctrl-C to stop)\n")
        while true {
            usleep(500_000)
            let current = fingerprint(arguments)
            guard current != last else { continue }
            // Debounce: wait until two polls agree.
            var settled = current
            while true {
                usleep(300_000)
                let again = fingerprint(arguments)
                if again == settled { break }
                settled = again
            }
            last = settled
            let time = Date().ISO8601Format()
            Console.err("\(time) change detected\n")
            _ = once(arguments)
        }
    }

    /// Path, size and modification time of every file a generation reads (`Project.inputFiles`).
    static func fingerprint(_ arguments: ParsedArguments) -> [String] {
        let options = CommonOptions.projectOptions(arguments)
        guard let workspace = try? Workspace.resolve(options) else { return ["unresolvable"] }
        let paths = workspace.projects.flatMap { $0.inputFiles(templatesDirectory: options.templatesDirectory) }
        return paths.map { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return "\(path) missing" }
            let modified = FileTimes.modified(info)
            return "\(path) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
        }
    }
}
