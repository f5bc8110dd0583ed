/// The forms of a feed's text that gtfs-load stores and the resolver compares with: each side must
/// make them alike, or a stored name would not be found again.
package enum NameText {
    /// A name as a page draws it: white space collapsed to single spaces (HTML does that, and feeds
    /// have "Santo Tomás Ajusco -  Estadio Azteca"), trimmed.
    package static func drawn(_ name: String) -> String {
        var previousSpace = true
        var clean = true
        for byte in name.utf8 {
            let space = byte == 0x20
            if byte < 0x20 || (space && previousSpace) || byte == 0xC2 || byte == 0xE2 || byte == 0xE3 {
                clean = false  // control, repeated or leading space, or a non-ASCII space's first byte
                break
            }
            previousSpace = space
        }
        if clean, !previousSpace { return name }
        return name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension String {
    /// Without the white space around it: how the stop-name index stores a stop's name, and how the
    /// resolver reads the feed's names, codes and headsigns.
    package var trimmed: String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }
}
