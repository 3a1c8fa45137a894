import CLibYAML
import Foundation

/// syncfs(2): Glibc's module map leaves out the GNU extensions.
@_silgen_name("syncfs") func systemSyncfs(_ descriptor: Int32) -> Int32

/// The floors a run is compared with: what no implementation can avoid, measured in the same run.
/// - parse: libyaml turning every spec's bytes into events (then discarding them) — `validate`'s;
/// - parse + read: that, plus reading every generated file — an unchanged `generate` and `check`;
/// - copy: parse, plus writing the same files with the same bytes (read back from a copy of
///   them) and syncing them to the disk once (`syncfs`) — a cold `generate`, which must leave its
///   files on disk.
enum Floor {
    static func parse(_ specs: [[UInt8]]) {
        for bytes in specs {
            var parser = yaml_parser_t()
            yaml_parser_initialize(&parser)
            bytes.withUnsafeBufferPointer { buffer in
                yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
                var done = false
                while !done {
                    var event = yaml_event_t()
                    guard yaml_parser_parse(&parser, &event) == 1 else { break }
                    done = event.type == YAML_STREAM_END_EVENT
                    yaml_event_delete(&event)
                }
            }
            yaml_parser_delete(&parser)
        }
    }

    /// Reads every file, as a run that compares them must.
    static func read(_ paths: [String]) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        for path in paths {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { continue }
            while buffer.withUnsafeMutableBytes({ Foundation.read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
            close(descriptor)
        }
    }

    /// Writes `files` (paths relative to `source`) under `directory` with the bytes they have in
    /// `source`, then syncs the file system once. The bytes are read from `source` (the page
    /// cache) through one small buffer rather than held in the bench's memory: a child process
    /// reports, as its peak memory, at least the peak of the process that started it (Linux counts
    /// the memory given up at `exec`), and 59 MB of files held here showed as every command's peak.
    static func copy(_ files: [String], from source: String, to directory: String) {
        var made: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        for path in files {
            let full = directory + "/" + path
            let folder = Paths.parent(full)
            if made.insert(folder).inserted {
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let input = open(source + "/" + path, O_RDONLY)
            guard input >= 0 else { continue }
            defer { close(input) }
            let output = open(full, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard output >= 0 else { continue }
            defer { close(output) }
            while true {
                let count = buffer.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                _ = buffer.withUnsafeBytes { Foundation.write(output, $0.baseAddress, count) }
            }
        }
        let descriptor = open(directory, O_RDONLY)
        if descriptor >= 0 {
            _ = systemSyncfs(descriptor)
            close(descriptor)
        }
    }

    static func time(_ body: () -> Void) -> Double {
        let start = Measure.now()
        body()
        return Measure.now() - start
    }
}
