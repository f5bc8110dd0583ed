// The GTFS module: see the issue that builds it.
