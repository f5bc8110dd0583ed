import Testing

@Suite struct RenderPlaceholder {}
