#!/usr/bin/env bash
# Installs what the project needs beyond Node 20 and npm, when it is missing:
# pnpm 12 (from npm), Debian's ffmpeg, GStreamer (the RTMP interop test) and, with --browser (the test path), Debian's chromium (tests never
# download a browser) and hunspell with the Hungarian, German and Arabic dictionaries (the catalogues' spelling).
set -euo pipefail
export npm_config_nodedir="${npm_config_nodedir:-/usr}"

if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm --version 2>/dev/null)" != 12.* ]]; then
  echo "› installing pnpm 12"
  npm install -g pnpm@12 >/dev/null
fi

apt_install() {
  local sudo=""
  [[ "$(id -u)" == "0" ]] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

if [[ "${1:-}" == "--browser" ]] && ! command -v chromium >/dev/null 2>&1; then
  echo "› installing Debian's chromium"
  apt_install chromium
fi

# The spelling test of the hu, de and ar catalogues (packages/server/src/i18n/spelling.test.ts).
if [[ "${1:-}" == "--browser" ]] && { ! command -v hunspell >/dev/null 2>&1 ||
  [[ ! -f /usr/share/hunspell/hu_HU.dic || ! -f /usr/share/hunspell/de_DE.dic || ! -f /usr/share/hunspell/ar.dic ]]; }; then
  echo "› installing Debian's hunspell with the hu, de and ar dictionaries"
  apt_install hunspell hunspell-hu hunspell-de-de hunspell-ar
fi

# Video uploads probe durations and render posters with Debian's ffmpeg (start and tests need it).
if ! command -v ffmpeg >/dev/null 2>&1 || ! command -v ffprobe >/dev/null 2>&1; then
  echo "› installing Debian's ffmpeg"
  apt_install ffmpeg
fi

# The RTMP interop test publishes with GStreamer (packages/media-server/test/rtmp-interop.test.ts):
# gst-launch-1.0 with videotestsrc/flvmux (good), voaacenc/rtmpsink (bad) and x264enc (ugly).
if ! command -v gst-launch-1.0 >/dev/null 2>&1 ||
  ! gst-inspect-1.0 x264enc >/dev/null 2>&1 || ! gst-inspect-1.0 voaacenc >/dev/null 2>&1 ||
  ! gst-inspect-1.0 rtmpsink >/dev/null 2>&1 || ! gst-inspect-1.0 flvmux >/dev/null 2>&1; then
  echo "› installing Debian's GStreamer (tools, good, bad and ugly plugins)"
  apt_install gstreamer1.0-tools gstreamer1.0-plugins-good gstreamer1.0-plugins-bad gstreamer1.0-plugins-ugly
fi
