import Foundation

/// One timed run: wall-clock seconds and the peak resident memory of the process (from wait4).
struct Sample {
    var seconds: Double
    var peakKilobytes: Int
}

enum Measure {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs `executable` in `directory` to completion with its output discarded.
    static func run(_ executable: String, _ arguments: [String], in directory: String) -> (Sample, Int32, String) {
        let errorPath = directory + "/.bench-stderr"
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        // The bench is single-threaded: changing its own directory is the portable way to start
        // the child there (glibc 2.36 has no posix_spawn_file_actions_addchdir_np in its headers).
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(directory)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let start = now()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            fatalError("cannot start \(executable)")
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = now() - start
        let stderr = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return (Sample(seconds: seconds, peakKilobytes: Int(usage.ru_maxrss)), (status >> 8) & 0xFF, stderr)
    }

    /// Median and spread of repeated samples.
    struct Summary {
        var median: Double
        var low: Double
        var high: Double
        var peakKilobytes: Int

        init(_ samples: [Sample]) {
            let sorted = samples.map(\.seconds).sorted()
            median = sorted[sorted.count / 2]
            low = sorted.first ?? 0
            high = sorted.last ?? 0
            peakKilobytes = samples.map(\.peakKilobytes).max() ?? 0
        }
    }
}
