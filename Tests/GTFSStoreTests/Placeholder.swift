import Testing

@Suite struct GTFSStorePlaceholder {}
