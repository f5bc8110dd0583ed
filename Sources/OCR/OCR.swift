// The OCR module: see the issue that builds it.
