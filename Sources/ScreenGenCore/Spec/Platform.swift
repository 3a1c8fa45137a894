// The `platform` object of a screen or app spec: its type, its keys and its decoding, in one place.

extension ScreenSpec {
    public struct Platform: Sendable, Equatable {
        public var iOS: Located<OSVersion>
    }
}

extension SpecSchema {
    static let platform = ObjectSchema(
        name: "platform",
        summary: "The deployment target.",
        keys: [
            KeySchema(
                "iOS", .version, default: "`\"17.0\"`",
                "Minimum iOS version, 16.0 or later. 17 and later get Observation (`@Observable`, `@State` "
                    + "for owned stores); 16 gets the legacy mapping (`ObservableObject` stores with `@Published` "
                    + "properties, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`). 18 and later declare "
                    + "custom environment values with `@Entry`. Spec expressions are checked against it: an API "
                    + "newer than it is an `api-newer-than-target` error, one that iOS deprecates at or before it a "
                    + "`deprecated-api` warning.",
                example: "\"17.0\"")
        ])
}

extension SpecDecoder {
    func decodePlatform(_ parent: SpecReader.Mapping, _ r: inout SpecReader) -> ScreenSpec.Platform? {
        guard let node = parent.node("platform"), let m = r.mapping(node, "platform", context: "'platform'"),
            let versionNode = m.node("iOS"), let text = r.scalar(versionNode, expected: "a version", key: "iOS")
        else { return nil }
        guard let version = OSVersion(parsing: text.value) else {
            r.error("'\(text.value)' is not an iOS version; write it like \"17.0\"", "invalid-value", at: versionNode)
            return nil
        }
        return ScreenSpec.Platform(iOS: Located(version, at: text.location))
    }
}
