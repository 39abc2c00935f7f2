#!/usr/bin/env bash
# Prepares what the WordPress plugin tests need, when missing: Debian's PHP 8.2 CLI with the
# extensions WordPress uses and php-codesniffer, and WordPress 6.5 with the SQLite Database
# Integration plugin taken from the npm package @wp-playground/wordpress-builds (no internet beyond
# the npm registry). The WordPress files are cached outside the work tree, in
# ${SMUC_WP_CACHE:-~/.cache/smuc/wordpress}, and never committed.
set -euo pipefail

apt_install() {
  local sudo=""
  [[ "$(id -u)" == "0" ]] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

if ! command -v php >/dev/null 2>&1 || ! php -m | grep -qi pdo_sqlite || ! command -v phpcs >/dev/null 2>&1; then
  echo "› installing Debian's PHP and php-codesniffer"
  apt_install php-cli php-sqlite3 php-xml php-mbstring php-curl php-gd php-zip php-intl php-codesniffer unzip
fi

cache="${SMUC_WP_CACHE:-$HOME/.cache/smuc/wordpress}"
if [[ ! -f "$cache/ready" ]]; then
  echo "› caching WordPress 6.5 and the SQLite plugin in $cache"
  mkdir -p "$cache"
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent @wp-playground/wordpress-builds@0.9.19 >/dev/null)
  tar -xzf "$tmp"/wp-playground-wordpress-builds-0.9.19.tgz -C "$tmp" \
    package/src/wordpress/wp-6.5.zip package/public/wp-6.5 \
    package/src/sqlite-database-integration/sqlite-database-integration.zip
  rm -rf "$cache/wp-6.5.zip" "$cache/public" "$cache/sqlite.zip"
  mv "$tmp/package/src/wordpress/wp-6.5.zip" "$cache/wp-6.5.zip"
  mv "$tmp/package/public/wp-6.5" "$cache/public"
  mv "$tmp/package/src/sqlite-database-integration/sqlite-database-integration.zip" "$cache/sqlite.zip"
  rm -rf "$tmp"
  touch "$cache/ready"
fi
echo "$cache"
