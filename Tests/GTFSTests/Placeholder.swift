import Testing

@Suite struct GTFSPlaceholder {}
