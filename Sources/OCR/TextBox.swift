import PageText

/// PageText's `Box`, named apart from leptonica's C `struct Box`, which files importing CTesseract
/// also see.
typealias TextBox = Box
