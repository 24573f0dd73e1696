#!/usr/bin/env bash
# The README's test command as a new user runs it on a fresh machine: not root, and no sudo it may use. Made
# here as a user of its own (its own name, in no sudoers file, removed after) who runs `npm test` (or the test
# files given as arguments) in a copy of this checkout it owns. No test may fail or be skipped for want of root
# or sudo: each says in its name what is absent and asserts what then holds (__tests__/support/sudo.ts).
# Needs root or passwordless sudo to make the user; a machine with neither already runs `npm test` this way.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

if [ "$(id -u)" = 0 ]; then
  as_root=()
elif [ -x /usr/bin/sudo ] && /usr/bin/sudo -n /usr/bin/true 2>/dev/null; then
  as_root=(/usr/bin/sudo -n)
else
  echo "test-as-new-user: this user is neither root nor a sudoer: its own npm test already ran that way" >&2
  exit 0
fi

node_bin=$(command -v node)
user="tlnew$(od -An -N3 -tx1 /dev/urandom | tr -d ' \n')"
home="/home/$user"
copy=$(mktemp -d /tmp/the-loop-new-user-XXXXXX)
cleanup() {
  "${as_root[@]}" rm -rf "$copy"
  "${as_root[@]}" userdel --remove "$user" 2>/dev/null || true
}
trap cleanup EXIT

"${as_root[@]}" useradd --create-home --shell /bin/bash "$user"
# The checkout with its installed dependencies, owned by the new user as a clone of its own would be.
tar -C "$repo" -cf - . | "${as_root[@]}" tar -xf - -C "$copy"
"${as_root[@]}" chown -R "$user:" "$copy"

# A clean environment, as a login would give, with node's folder first on PATH.
run_as_user() {
  "${as_root[@]}" /usr/sbin/runuser -u "$user" -- /usr/bin/env -i \
    HOME="$home" USER="$user" LOGNAME="$user" LANG=C.UTF-8 CI="${CI:-}" \
    THE_LOOP_TEST_WORKERS="${THE_LOOP_TEST_WORKERS:-}" \
    PATH="$(dirname "$node_bin"):/usr/local/bin:/usr/bin:/bin" \
    /bin/bash -c 'cd "$1" && shift && "$@"' bash "$copy" "$@"
}

# The premise, checked: this user is not root and sudo does not elevate it.
run_as_user /bin/bash -c '[ "$(id -u)" != 0 ] && ! { [ -x /usr/bin/sudo ] && /usr/bin/sudo -n /usr/bin/true 2>/dev/null; }' ||
  {
    echo "test-as-new-user: $user is root or can use sudo: not the machine this run is for" >&2
    exit 1
  }
echo "test-as-new-user: npm test as $user (uid $(id -u "$user")), not root, no sudo"
run_as_user npm test -- "$@"
