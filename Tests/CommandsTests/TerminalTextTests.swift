import CommandLineSupport
import Testing

/// Text from feeds and requests reaches terminals and logs with its control characters escaped.
@Suite struct TerminalTextTests {
    @Test func controlCharactersAreShownAsEscapes() {
        #expect(TerminalText.escaped("Union\u{1B}[2J\u{07}") == #"Union\x1b[2J\x07"#)
        #expect(TerminalText.escaped("a\nb") == #"a\x0ab"#)
        #expect(TerminalText.escaped("a\nb", keepingLineBreaks: true) == "a\nb")
        // C1 controls (a lone CSI) and a bidirectional override.
        #expect(TerminalText.escaped("x\u{9B}2Jy\u{202E}z") == #"x\u{9b}2Jy\u{202e}z"#)
        #expect(TerminalText.escaped("Oceanía — Zócalo") == "Oceanía — Zócalo")
    }

    @Test func aLogFieldStaysOneWord() {
        #expect(TerminalText.logField("/x\nPOST /api") == #"/x\x0aPOST\x20/api"#)
        #expect(TerminalText.logField(#"/a\b"#) == #"/a\x5cb"#)
    }

    /// The card's own colour stays; the feed's clear-screen and window title do not.
    @Test func colourIsKeptAndOtherSequencesEscaped() {
        let card = "\u{1B}[1;48;2;0;112;60m\u{1B}[38;2;255;255;255m 21 \u{1B}[0m Union\u{1B}]0;owned\u{07}\u{1B}[2J\n"
        #expect(
            TerminalText.escaped(keepingColour: card)
                == "\u{1B}[1;48;2;0;112;60m\u{1B}[38;2;255;255;255m 21 \u{1B}[0m Union\\x1b]0;owned\\x07\\x1b[2J\n")
    }
}
