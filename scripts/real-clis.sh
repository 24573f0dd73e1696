#!/usr/bin/env bash
# The real-CLI suite: installs the agent CLIs pinned in __tests__/real-clis/package-lock.json (install scripts
# off) into a cache folder keyed by that lockfile's hash, then runs __tests__/real-clis/ inside a new network
# namespace whose only interface is loopback, so no request of any CLI can leave the machine.
#   THE_LOOP_REAL_CLIS_CACHE  where installs are kept (default /var/tmp/the-loop-real-clis-<uid>: the critics
#                             step runs each critic as an OS user of its own, which must reach the CLIs, and a
#                             home folder is often closed to other users)
#   THE_LOOP_REAL_CLIS=skip   skip the suite, saying so (for machines with neither root nor sudo)
# Arguments are passed to jest; `--bench` instead runs bench/real-clis.bench.ts (npm run bench's rows for them).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${THE_LOOP_REAL_CLIS:-}" = skip ]; then
  echo "real-CLI suite: SKIPPED (THE_LOOP_REAL_CLIS=skip); the adapters are not proven against the real CLIs" >&2
  exit 0
fi

suite=__tests__/real-clis
key=$(sha256sum "$suite/package-lock.json" | cut -c1-16)
cache=${THE_LOOP_REAL_CLIS_CACHE:-/var/tmp/the-loop-real-clis-$(id -u)}
mkdir -p "$cache"
# /var/tmp is open to every user: a cache folder somebody else made (to plant a CLI) is refused.
if [ "$(stat -c %u "$cache")" != "$(id -u)" ]; then
  echo "real-CLI suite: $cache belongs to another user; remove it or set THE_LOOP_REAL_CLIS_CACHE" >&2
  exit 1
fi
chmod 755 "$cache"
dir=$cache/$key

ms() { date +%s%3N; }
started=$(ms)
if [ -f "$dir/.installed" ]; then
  echo "real-CLI suite: CLIs from the cache ($dir)"
else
  # A fresh folder each time: a half-finished earlier install is never reused.
  rm -rf "$dir" "$dir.partial"
  mkdir -p "$dir.partial"
  cp "$suite/package.json" "$suite/package-lock.json" "$dir.partial/"
  # --ignore-scripts: claude's package declares a postinstall; the suite runs its platform binary directly.
  npm ci --ignore-scripts --no-audit --no-fund --loglevel=error --prefix "$dir.partial"
  mv "$dir.partial" "$dir"
  touch "$dir/.installed"
  echo "real-CLI suite: installed in $(($(ms) - started)) ms ($dir)"
  # Older installs of other lockfiles are dead weight (claude alone is ~400 MB).
  find "$cache" -mindepth 1 -maxdepth 1 ! -name "$key" -exec rm -rf {} +
fi

if [ "${1:-}" = --bench ]; then
  jest=(node node_modules/tsx/dist/cli.mjs bench/run.ts real-clis)
else
  jest=(node --experimental-vm-modules node_modules/jest/bin/jest.js -c jest.real-clis.config.js "$@")
fi
vars=(
  "PATH=$PATH"
  "HOME=${HOME:-/tmp}"
  "THE_LOOP_REAL_CLIS=$dir/node_modules"
  "NODE_NO_WARNINGS=1"
  "CI=${CI:-}"
  "THE_LOOP_BENCH_FORMAT=${THE_LOOP_BENCH_FORMAT:-}"
  "DEBUG_ROUND=${DEBUG_ROUND:-}"
)
# Bring the namespace's loopback up, then drop back to the calling user (a no-op as root).
inner='ip link set lo up && exec setpriv --reuid="$0" --regid="$1" --init-groups -- /usr/bin/env -i "${@:2}"'
uid=$(id -u)
gid=$(id -g)
if [ "$uid" = 0 ] && unshare -n true 2>/dev/null; then
  exec unshare -n -- bash -c "$inner" "$uid" "$gid" "${vars[@]}" "${jest[@]}"
elif sudo -n true 2>/dev/null; then
  exec sudo -n unshare -n -- bash -c "$inner" "$uid" "$gid" "${vars[@]}" "${jest[@]}"
fi
echo "real-CLI suite: cannot make a loopback-only network namespace (needs root or passwordless sudo, and" >&2
echo "unshare from util-linux); without one it cannot prove that no CLI reaches a vendor. Run it where it" >&2
echo "can, or set THE_LOOP_REAL_CLIS=skip to skip it knowingly." >&2
exit 1
