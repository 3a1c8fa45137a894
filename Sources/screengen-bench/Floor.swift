import CLibYAML
import Foundation

/// syncfs(2): Glibc's module map leaves out the GNU extensions.
@_silgen_name("syncfs") func systemSyncfs(_ descriptor: Int32) -> Int32

/// The floors a run is compared with: what no implementation can avoid, measured in the same run.
/// - parse: libyaml turning every spec's bytes into events (then discarding them) — `validate`'s;
/// - parse + read: that, plus reading every generated file — an unchanged `generate` and `check`;
/// - copy: parse, plus writing the same files with the same bytes and syncing them to the disk
///   once (`syncfs`) — a cold `generate`, which must leave its files on disk.
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

    /// Writes `files` (relative path, bytes) under `directory`, then syncs the file system once.
    static func copy(_ files: [(String, [UInt8])], to directory: String) {
        var made: Set<String> = []
        for (path, bytes) in files {
            let full = directory + "/" + path
            let folder = Paths.parent(full)
            if made.insert(folder).inserted {
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { continue }
            _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
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
