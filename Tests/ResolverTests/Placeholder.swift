import Testing

@Suite struct ResolverPlaceholder {}
