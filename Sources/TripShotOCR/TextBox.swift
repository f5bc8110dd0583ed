import TripShotPageText

/// PageText's `Box`, named apart from leptonica's C `struct Box`, which files importing CTripShotTesseract
/// also see.
typealias TextBox = Box
