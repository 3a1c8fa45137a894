#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one loop that writes bytes to a file descriptor. A `write(2)` may take fewer bytes than it
/// was given, or be interrupted by a signal before it takes any: every writer of a file
/// (`FileWriter`) and of a standard stream (the CLI's console) goes through here. A descriptor
/// that would block (a full non-blocking pipe) is waited for.
public enum DescriptorWriter {
    /// Writes all of `bytes`; nil when they are written, else the `errno` of the call that failed
    /// (`EIO` for a call that took nothing without saying why).
    public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #else
                let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #endif
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                // A non-blocking descriptor (a pipe its reader set so) that is full: wait until it
                // takes more, rather than lose the rest.
                if code == EAGAIN || code == EWOULDBLOCK {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    if poll(&ready, 1, -1) >= 0 || errno == EINTR { continue }
                }
                return code
            }
            guard written > 0 else { return EIO }
            offset += written
        }
        return nil
    }
}
