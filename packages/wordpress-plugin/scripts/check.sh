#!/usr/bin/env bash
# Lints the WordPress plugin: `php -l` on every PHP file, then phpcs with PSR-12 (WordPress's own
# rules are not packaged in Debian). Needs Debian's php-cli and php-codesniffer (ensure-wordpress.sh).
set -euo pipefail
cd "$(dirname "$0")/../smuc"
find . -name '*.php' -print0 | xargs -0 -n1 php -l >/dev/null
# WordPress class names (Smuc_Settings) and the plugin's entry file with side effects are WordPress conventions.
phpcs --standard=PSR12 --runtime-set ignore_warnings_on_exit 1 --exclude=PSR1.Classes.ClassDeclaration,Squiz.Classes.ValidClassName,PSR1.Files.SideEffects \
  --extensions=php -q .
# The sniffs of WordPress's own ruleset that ship with PHP_CodeSniffer (see the file for which).
phpcs --standard=../phpcs-wordpress.xml --extensions=php -q .
echo "wordpress plugin: php -l, phpcs PSR-12 and the WordPress review sniffs clean"
