#!/usr/bin/env bash
# Lints the shop plugin as the WordPress plugin is linted: `php -l` on every PHP file (the plugin and
# the test site's WooCommerce stand-in), then phpcs with PSR-12. Needs Debian's php-cli and
# php-codesniffer (packages/wordpress-plugin/scripts/ensure-wordpress.sh installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
find smuc-shop test -name '*.php' -print0 | xargs -0 -n1 php -l >/dev/null
# WordPress class names (Smuc_Shop_Sync), the entry file with side effects and WooCommerce's own
# snake_case method names in the stand-in are WordPress and WooCommerce conventions.
phpcs --standard=PSR12 --runtime-set ignore_warnings_on_exit 1 \
  --exclude=PSR1.Classes.ClassDeclaration,Squiz.Classes.ValidClassName,PSR1.Files.SideEffects,PSR1.Methods.CamelCapsMethodName \
  --extensions=php -q smuc-shop test
# The sniffs of WordPress's own ruleset that ship with PHP_CodeSniffer (wordpress-plugin/phpcs-wordpress.xml).
phpcs --standard=../wordpress-plugin/phpcs-wordpress.xml --extensions=php -q smuc-shop test
echo "shop plugin: php -l, phpcs PSR-12 and the WordPress review sniffs clean"
