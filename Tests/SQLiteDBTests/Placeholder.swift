import Testing

@Suite struct SQLiteDBPlaceholder {}
