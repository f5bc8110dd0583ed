// The ZipArchive module: see the issue that builds it.
