"""Unit tests of the Python tools' own logic: /usr/bin/python3 -m unittest discover -s tools/tests -t tools
(from the checkout; /usr/bin/python3 because Debian's python3-pil serves it only)."""
