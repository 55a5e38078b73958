#!/bin/sh
# Brings what `npm test` needs and this machine lacks, or says in one line what to run. `npm test` runs it first,
# .ci/run before `npm ci`; silent when nothing is missing.
#
#   python3, make, g++  build better-sqlite3 where no prebuilt binary can be fetched: looked for only while it is
#                       not built yet (before `npm ci` or `npm install`)
#   chromium            the browser tests' Chromium, as e2e/chromium.ts finds it (Debian's, else Playwright's
#                       download): looked for once the packages are installed, so on a fresh clone by `npm test`
#   redis-server        the gateway's shared-state tests start one; without it they are skipped, saying so
#   fonts-dejavu-core   shared links' pictures are drawn with DejaVu Sans
#
# As root with apt-get, Debian's packages (one `apt-get update`, one `apt-get install`); else, for Chromium,
# Playwright's own download. What is still missing after that is named in one line, with the command that installs
# it; the exit status is 1 where the tests cannot run without it (Chromium, better-sqlite3's build tools).
set -u
cd "$(dirname "$0")/.."

missing=''
need_packages() {
  missing=''
  if [ ! -f node_modules/better-sqlite3/build/Release/better_sqlite3.node ]; then
    for tool in python3 make g++; do command -v "$tool" >/dev/null || missing="$missing $tool"; done
  fi
  if [ -x node_modules/.bin/tsx ] && ! node_modules/.bin/tsx scripts/chromium-path.ts >/dev/null 2>&1; then
    missing="$missing chromium"
  fi
  command -v redis-server >/dev/null || missing="$missing redis-server"
  [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$missing fonts-dejavu-core"
}
lacks() { case "$missing " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

need_packages
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing$missing (Debian's packages) ..."
  # shellcheck disable=SC2086 # one word per package
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  need_packages
fi
if lacks chromium; then
  echo "Downloading Playwright's Chromium ..."
  node_modules/.bin/playwright install chromium >/dev/null 2>&1
  need_packages
fi
[ -z "$missing" ] && exit 0

consequence=''
lacks redis-server && consequence="$consequence; until then the Redis tests are skipped"
lacks fonts-dejavu-core && consequence="$consequence; until then shared links' pictures have no text"
also=''
lacks chromium && also=" (or, for Chromium, npx playwright install chromium where it can download)"
echo "npm test needs$missing: run sudo apt-get install$missing$also$consequence" >&2
if lacks chromium || lacks python3 || lacks make || lacks g++; then exit 1; fi
exit 0
