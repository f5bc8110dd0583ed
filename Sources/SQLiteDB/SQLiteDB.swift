// The SQLiteDB module: see the issue that builds it.
