#!/usr/bin/env bash
# Installs every Debian package tripshot needs to build, test and benchmark, and nothing else.
# Idempotent: packages already present are left alone, and apt is not touched when none is missing.
# Run as root (or with sudo available). Swift itself is expected on PATH.
set -euo pipefail

packages=(
    pkg-config
    libsqlite3-dev      # the database gtfs-load writes
    libzip-dev          # reading GTFS zips in place
    libmicrohttpd-dev   # the HTTP server of tripshot serve
    libtesseract-dev    # OCR engine (C API)
    libleptonica-dev    # image loading and preprocessing for Tesseract
    tesseract-ocr-eng   # English language data: the tesseract CLI's default in tools/bench/bench-ocr
    tesseract-ocr-script-latn  # Latin-script model: tripshot ocr's default (accents, spacing)
    tesseract-ocr       # the tesseract CLI: tools/bench/bench-ocr's reference run
    python3             # tools/bench/bench-ocr and bench-ocr-variants (standard library only)
    sqlite3             # the shell: benchmarks' reference import, and for users to query the database
    unzip zip           # benchmarks and fixture tools
    time                # /usr/bin/time: wall time and peak memory in tools/bench/bench-load
    libprotobuf-c-dev   # decoding GTFS-Realtime (the generated code in Sources/CGTFSRealtime links it)
    libcurl4-openssl-dev  # HTTP for gtfs-load URL and --realtime URL
    protobuf-c-compiler # protoc-c: tools/dev/gen-gtfs-realtime, and the test that the committed code is its output
    protobuf-compiler   # protoc --encode: the tests' independent encoder of realtime feeds
    python3-icalendar   # the tests' independent reader of tripshot import --ics
)
if [ "${TRIPSHOT_BROWSER:-}" = 1 ] || [ "${TRIPSHOT_CORPUS:-}" = 1 ] || [ "${TRIPSHOT_VIDEO:-}" = 1 ]; then
    packages+=(chromium)  # the headless browser check of the HTML map; the corpus renderer; the page a video records
fi
if [ "${TRIPSHOT_BROWSER:-}" = 1 ] || [ "${TRIPSHOT_VIDEO:-}" = 1 ]; then
    # tripshot import --video encodes with ffmpeg (ffprobe, in the same package, checks the result
    # in the tests), so the browser tests need it too.
    packages+=(ffmpeg)
fi
if [ "${TRIPSHOT_CORPUS:-}" = 1 ]; then
    # Making the generated corpus (tools/corpus/make-corpus, tools/corpus/screenshot-gen). Not needed to build or
    # test: the CI sample's images are committed. The shared screenshots' six faces, then faces no
    # shared screenshot uses, so the reader is measured on type it was not tuned to.
    packages+=(
        fonts-roboto fonts-open-sans fonts-lato fonts-liberation2 fonts-liberation fonts-inter
        fonts-noto-core fonts-freefont-ttf fonts-urw-base35 fonts-croscore fonts-crosextra-carlito
        fonts-cantarell
        # Pillow for JPEG output. Debian's build serves /usr/bin/python3 only (not a pyenv or venv
        # python), so render.py runs under /usr/bin/python3; everything else is standard library.
        python3-pil
    )
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages present"
    exit 0
fi
echo "install-deps: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done"
