/// The GO mode icons as SVG symbols, 24 x 24 glyphs drawn in `currentColor`; the hole-punched
/// windows and lights use the even-odd rule so one path per glyph is enough.
enum SVGIcons {
    static let defs = """
        <symbol id="i-train" viewBox="0 0 24 24"><path fill-rule="evenodd" fill="currentColor" \
        d="M7 2h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zM6.5 5.5v5h11v-5zM8 13a1.3 1.3 0 1 0 0 2.6A1.3 1.3 0 1 0 8 13zM16 13a1.3 1.3 0 1 0 0 2.6A1.3 1.3 0 1 0 16 13zM7.5 19h2.4l-1.6 3H5.9zM14.1 19h2.4l1.6 3h-2.4z"/></symbol>
        <symbol id="i-bus" viewBox="0 0 24 24"><path fill-rule="evenodd" fill="currentColor" \
        d="M6 2h12a2.5 2.5 0 0 1 2.5 2.5V18a1 1 0 0 1-1 1H19v2.2h-3V19H8v2.2H5V19h-.5a1 1 0 0 1-1-1V4.5A2.5 2.5 0 0 1 6 2zM5.8 5.5v6.5h12.4V5.5zM7.2 14.2a1.3 1.3 0 1 0 0 2.6a1.3 1.3 0 1 0 0-2.6zM16.8 14.2a1.3 1.3 0 1 0 0 2.6a1.3 1.3 0 1 0 0-2.6z"/></symbol>
        <symbol id="i-walker" viewBox="0 0 24 24"><g fill="currentColor"><circle cx="13.5" cy="3.6" r="2.1"/>\
        <path d="M12.2 6.6c.9-.4 1.9 0 2.3.8l1.3 2.7 2.9 1.2-.7 1.7-3.4-1.4-.7-1.3-.9 3.9 2.4 2.6V22h-2v-4.5l-2.3-2.3L10.4 22H8.3l2.3-10.3-1.5.8V15H7.1v-3.8z"/></g></symbol>
        """

    static func symbol(for icon: GoStep.Icon) -> String { "#i-\(icon.rawValue)" }
}
