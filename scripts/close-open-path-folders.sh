#!/usr/bin/env bash
# Closes (chmod go-w, through sudo) every folder on PATH, and every folder above one, that users other than its
# owner can write: with critic-isolation: user the critics step runs no critic while such a folder exists, as a
# critic's user could plant a program there for a later step. Some GitHub-hosted images ship /usr/local/bin
# and the tool cache that way. Sticky folders (/tmp) are left alone: others cannot replace entries in them.
set -euo pipefail
IFS=:
for dir in $PATH; do
  while [ -n "$dir" ] && [ "$dir" != / ]; do
    if [ -d "$dir" ] && [ ! -k "$dir" ] && [ -n "$(find "$dir" -maxdepth 0 -perm /022)" ]; then
      echo "closing $dir (it was writable by others)"
      sudo chmod go-w "$dir"
    fi
    dir=$(dirname "$dir")
  done
done
