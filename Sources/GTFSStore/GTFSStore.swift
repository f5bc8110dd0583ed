// The GTFSStore module: see the issue that builds it.
