import Testing

@testable import ScreenGenCore

/// The manifest's digest is MurmurHash3 x64_128, checked against the reference implementation's
/// own verification value, so a mistake in any tail length or in the finalisation shows.
@Suite struct ContentDigestTests {
    /// SMHasher's `VerificationTest`: hash the keys {}, {0}, {0, 1}, …, {0…254} with seed 256 - n,
    /// hash the 256 digests (16 bytes each, little-endian) with seed 0, and read the first 4 bytes.
    @Test func matchesTheReferenceVerificationValue() {
        var all: [UInt8] = []
        for length in 0..<256 {
            let key = (0..<length).map { UInt8($0) }
            let (h1, h2) = key.withUnsafeBytes { ContentDigest.murmur3($0, seed: UInt64(256 - length)) }
            for word in [h1, h2] { withUnsafeBytes(of: word.littleEndian) { all += $0 } }
        }
        let (h1, _) = all.withUnsafeBytes { ContentDigest.murmur3($0, seed: 0) }
        #expect(UInt32(truncatingIfNeeded: h1) == 0x6384_BA69)
    }

    @Test func hexRoundTripsAndRejectsAnythingElse() {
        let digest = ContentDigest("screen: Feed\n")
        #expect(digest.description.count == 32)
        #expect(ContentDigest(hex: digest.description) == digest)
        #expect(ContentDigest(hex: String(digest.description.dropLast())) == nil)
        #expect(
            ContentDigest(hex: digest.description.uppercased()) == nil
                || digest.description == digest.description.uppercased())
        #expect(ContentDigest(hex: "g" + String(digest.description.dropFirst())) == nil)
        #expect(ContentDigest("") != ContentDigest("\n"))
    }

    /// Parts are length-prefixed: moving a boundary between parts is another digest.
    @Test func builderPartsCannotRunTogether() {
        var one = ContentDigest.Builder()
        one.add("ab")
        one.add("c")
        var other = ContentDigest.Builder()
        other.add("a")
        other.add("bc")
        #expect(one.digest != other.digest)
    }
}
