// The Render module: see the issue that builds it.
