import Testing

@Suite struct OCRPlaceholder {}
