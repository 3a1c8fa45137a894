/// A 128-bit digest of bytes, for telling whether bytes are the ones seen before: the output
/// manifest's keys (a spec and everything its output depends on) and its file digests.
///
/// MurmurHash3 x64_128 (Austin Appleby's public-domain SMHasher function), implemented here because
/// Foundation on Linux has no CryptoKit and the package takes no outside dependencies. Not a
/// cryptographic hash, on purpose: it is several times faster than a SHA-256 written in Swift, and an
/// unchanged run hashes every spec and every generated file. Collisions are not an attack surface
/// here: whoever can write a file that collides with a generated one can write the output directory
/// (or the manifest) directly. An accidental collision between two different files at the same path
/// is a 2^-128 event per file.
public struct ContentDigest: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    public init(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) {
        (high, low) = Self.murmur3(bytes, seed: seed)
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { ContentDigest($0) }
    }

    public init(_ text: String) {
        var text = text
        self = text.withUTF8 { ContentDigest(UnsafeRawBufferPointer($0)) }
    }

    /// 32 lowercase hex digits.
    public var description: String {
        Self.hex(high) + Self.hex(low)
    }

    /// The digest `description` wrote; nil for anything else.
    public init?<Text: StringProtocol>(hex: Text) {
        self.init(hex: hex.utf8)
    }

    /// The digest `description` wrote, from its UTF-8 bytes.
    init?<Bytes: Collection<UInt8>>(hex utf8: Bytes) {
        guard utf8.count == 32 else { return nil }
        let middle = utf8.index(utf8.startIndex, offsetBy: 16)
        guard let high = Self.word(utf8[..<middle]), let low = Self.word(utf8[middle...]) else { return nil }
        self.init(high: high, low: low)
    }

    private static func hex(_ word: UInt64) -> String {
        let digits = String(word, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func word<Digits: Sequence<UInt8>>(_ digits: Digits) -> UInt64? {
        var value: UInt64 = 0
        for digit in digits {
            let nibble: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(nibble)
        }
        return value
    }

    // MARK: MurmurHash3 x64_128

    private static let c1: UInt64 = 0x87c3_7b91_1142_53d5
    private static let c2: UInt64 = 0x4cf5_ad43_2745_937f

    @inline(__always) private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    /// The reference's mixing of a block's first and second 8 bytes.
    @inline(__always) private static func scramble1(_ k: UInt64) -> UInt64 { rotl(k &* c1, 31) &* c2 }
    @inline(__always) private static func scramble2(_ k: UInt64) -> UInt64 { rotl(k &* c2, 33) &* c1 }

    @inline(__always) private static func fmix(_ k: UInt64) -> UInt64 {
        var k = k
        k ^= k >> 33
        k &*= 0xff51_afd7_ed55_8ccd
        k ^= k >> 33
        k &*= 0xc4ce_b9fe_1a85_ec53
        k ^= k >> 33
        return k
    }

    /// (h1, h2) of the reference implementation: the digest's first and second 8 bytes, little-endian.
    static func murmur3(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> (UInt64, UInt64) {
        let count = bytes.count
        var h1 = seed
        var h2 = seed
        let blocks = count / 16
        for block in 0..<blocks {
            let k1 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self))
            let k2 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self))
            h1 ^= scramble1(k1)
            h1 = (rotl(h1, 27) &+ h2) &* 5 &+ 0x52dc_e729
            h2 ^= scramble2(k2)
            h2 = (rotl(h2, 31) &+ h1) &* 5 &+ 0x3849_5ab5
        }
        let tail = blocks * 16
        let rest = count & 15
        if rest > 8 {
            var k2: UInt64 = 0
            for index in stride(from: rest - 1, through: 8, by: -1) {
                k2 ^= UInt64(bytes[tail + index]) << (UInt64(index - 8) * 8)
            }
            h2 ^= scramble2(k2)
        }
        if rest > 0 {
            var k1: UInt64 = 0
            for index in stride(from: min(rest, 8) - 1, through: 0, by: -1) {
                k1 ^= UInt64(bytes[tail + index]) << (UInt64(index) * 8)
            }
            h1 ^= scramble1(k1)
        }
        h1 ^= UInt64(count)
        h2 ^= UInt64(count)
        h1 &+= h2
        h2 &+= h1
        h1 = fmix(h1)
        h2 = fmix(h2)
        h1 &+= h2
        h2 &+= h1
        return (h1, h2)
    }
}

extension ContentDigest {
    /// Builds one digest from several parts, each length-prefixed so that no two different lists of
    /// parts are the same bytes (`["ab", "c"]` is not `["a", "bc"]`).
    public struct Builder {
        private var bytes: [UInt8] = []

        public init() {}

        public mutating func add(_ text: String) {
            add(Array(text.utf8))
        }

        public mutating func add(_ part: [UInt8]) {
            withUnsafeBytes(of: UInt64(part.count).littleEndian) { bytes += $0 }
            bytes += part
        }

        public mutating func add(_ digest: ContentDigest) {
            add(digest.description)
        }

        public var digest: ContentDigest { ContentDigest(bytes) }
    }
}
