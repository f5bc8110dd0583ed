/// Why bytes are not a usable GTFS-Realtime feed.
public struct RealtimeDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// No bytes at all.
        case empty
        /// protobuf-c could not decode a FeedMessage: truncated, not protocol buffers, or another
        /// message whose fields contradict FeedMessage's.
        case notFeedMessage
        /// It decodes, but its header carries no GTFS-Realtime version: another protobuf message.
        case wrongMessage
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
