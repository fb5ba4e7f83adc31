#!/bin/sh
# WordPress on this machine for `npm run bench`'s side-by-side (issue 33, point 2): Debian's `wordpress` on
# `php8.2-fpm` and `mariadb-server`, behind nginx with its fastcgi_cache (bench/wordpress-nginx.conf), a front page of
# about 700 words with three cards. Run as root: `sudo sh scripts/wordpress-bench-setup.sh`. Idempotent: run again,
# it installs nothing new, keeps the database and the page, and (re)starts whatever is stopped (after a reboot too).
# Nothing of the school's site needs it; the bench measures it when 127.0.0.1:8081 and :8082 answer, and says
# « skipped » otherwise. To remove it: rm /etc/nginx/sites-enabled/wordpress-bench.conf, nginx -s reload,
# DROP DATABASE wordpress_bench, rm /etc/wordpress/config-127.0.0.1.php.
set -eu

[ "$(id -u)" = 0 ] || { echo 'À lancer en root (sudo sh scripts/wordpress-bench-setup.sh).' >&2; exit 1; }
here=$(cd "$(dirname "$0")/.." && pwd)
DB=wordpress_bench
DB_USER=wordpress_bench
# Loopback only, a throwaway site: the password needs no secrecy, and the same one every run keeps it idempotent.
DB_PASSWORD=wordpress-bench-only
WP=/usr/share/wordpress
WP_CONFIG=/etc/wordpress/config-127.0.0.1.php

# 1. The packages (Debian 12: WordPress 6.1, PHP 8.2, MariaDB 10.11). `wordpress` may pull Apache's PHP module in as
#    well: Apache is not used, and stopped below if the installation started it.
if ! dpkg -s wordpress php8.2-fpm mariadb-server nginx >/dev/null 2>&1; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y wordpress php8.2-fpm mariadb-server nginx
fi
if command -v apache2ctl >/dev/null 2>&1 && pgrep -x apache2 >/dev/null 2>&1; then apache2ctl stop || true; fi

# 2. The services, started when they are not running (no systemd in a container: `service` runs their init scripts).
pgrep -x mariadbd >/dev/null 2>&1 || pgrep -x mysqld >/dev/null 2>&1 || service mariadb start
pgrep -f 'php-fpm: master' >/dev/null 2>&1 || service php8.2-fpm start

# 3. The database and its user (root logs in through the unix socket, Debian's default).
mariadb <<SQL
CREATE DATABASE IF NOT EXISTS $DB CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
GRANT ALL PRIVILEGES ON $DB.* TO '$DB_USER'@'localhost';
FLUSH PRIVILEGES;
SQL

# 4. WordPress's settings for the host 127.0.0.1 (Debian's wp-config.php reads /etc/wordpress/config-<host>.php). The
#    address follows the port asked (8081 cached, 8082 uncached), so that neither redirects to the other; no cron
#    run from page views (a loopback request now and then that would land in the measure).
mkdir -p /etc/wordpress
cat >"$WP_CONFIG" <<PHP
<?php
define('DB_NAME', '$DB');
define('DB_USER', '$DB_USER');
define('DB_PASSWORD', '$DB_PASSWORD');
define('DB_HOST', 'localhost');
define('DB_CHARSET', 'utf8mb4');
define('WP_HOME', 'http://' . (\$_SERVER['HTTP_HOST'] ?? '127.0.0.1:8081'));
define('WP_SITEURL', WP_HOME);
define('WP_CONTENT_DIR', '/var/lib/wordpress/wp-content');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
\$table_prefix = 'wp_';
PHP
chmod 640 "$WP_CONFIG"
chgrp www-data "$WP_CONFIG"

# 5. The site installed once, and its front page: about 700 words and three cards, set as the static front page.
HTTP_HOST=127.0.0.1:8081 php -d display_errors=stderr "$here/bench/wordpress-front-page.php"

# 6. nginx: the two servers of bench/wordpress-nginx.conf, checked, then nginx started or reloaded.
#    Its cache emptied: the page just written replaces any copy of an earlier run.
mkdir -p /var/cache/nginx/wordpress-bench
find /var/cache/nginx/wordpress-bench -mindepth 1 -delete
install -m 644 "$here/bench/wordpress-nginx.conf" /etc/nginx/sites-enabled/wordpress-bench.conf
nginx -t
if [ -s /run/nginx.pid ] && kill -0 "$(cat /run/nginx.pid)" 2>/dev/null; then nginx -s reload; else nginx; fi

# 7. Both answer the front page (the cached one twice: the second from nginx's cache).
sleep 1
for url in http://127.0.0.1:8082/ http://127.0.0.1:8081/ http://127.0.0.1:8081/; do
  curl -fsS -o /dev/null -w "$url %{http_code} %{size_download} octets, cache nginx : %header{x-cache}\n" "$url" 2>/dev/null ||
    curl -fsS -o /dev/null -w "$url %{http_code} %{size_download} octets\n" "$url"
done
echo 'WordPress prêt pour npm run bench : 127.0.0.1:8081 (cache nginx), 127.0.0.1:8082 (sans cache).'
