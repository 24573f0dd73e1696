#!/usr/bin/env bash
# The critics step of the-loop's composite actions. It replaces its own shell with node under an environment
# built from an allowlist, so nothing the job or workflow set for other steps (GITHUB_TOKEN, GH_TOKEN, INPUT_*,
# ACTIONS_*) is in any process of this step, and starts the node binary the prepare step ran by absolute path.
#   THE_LOOP_NODE      the prepare step's node (its `node-path` output)
#   THE_LOOP_HANDOFF   the folder holding the sealed plan (its `handoff` output)
#   THE_LOOP_CRITIC_ENV  names of further variables the critics need (input `critic-env`)
#   THE_LOOP_CRITIC_ISOLATION  `user` (each critic an OS user of its own) or `none` (input `critic-isolation`)
set -euo pipefail
set -f # names are split on spaces, never globbed

node_bin=${THE_LOOP_NODE:?the prepare step named no node binary}
handoff=${THE_LOOP_HANDOFF:?the prepare step named no handoff folder}
# action.yml runs this script by its absolute path, so its folder is the path without the file name
# (a command substitution would cost a fork).
here=${BASH_SOURCE[0]%/*}

# The names the critics step keeps; every other variable stops being exported before bash execs node. Values are
# never put on a command line (`/usr/bin/env -i NAME=value …` would show every key in the world-readable
# /proc/<pid>/cmdline): node gets them through execve's environment.
declare -A keep=([PATH]=1 [HOME]=1 [LANG]=1 [TMPDIR]=1)
export HOME="${HOME:-/tmp}" LANG="${LANG:-C.UTF-8}" TMPDIR="${RUNNER_TEMP:-${TMPDIR:-/tmp}}"
if [ -n "${RUNNER_TEMP:-}" ]; then keep[RUNNER_TEMP]=1; fi
# The step's file-command files: node empties them before it exits (critics never see these names).
for name in GITHUB_ENV GITHUB_PATH GITHUB_OUTPUT GITHUB_STATE GITHUB_STEP_SUMMARY; do
  if [ -n "${!name:-}" ]; then keep[$name]=1; fi
done
# The boundary's own settings: the `critic-isolation` input, a test run's prefix for critic user names, and
# whether this is a GitHub-hosted runner (RUNNER_ENVIRONMENT, set by the runner; no secret); then where missing
# critic CLIs are installed and from which registry (job `env:` settings, src/critics/handoff/critic-clis.ts).
for name in THE_LOOP_CRITIC_ISOLATION THE_LOOP_CRITIC_USER_PREFIX RUNNER_ENVIRONMENT THE_LOOP_CLI_FOLDER THE_LOOP_CLI_REGISTRY; do
  if [ -n "${!name:-}" ]; then keep[$name]=1; fi
done

# Credentials and settings of the built-in adapters' CLIs, then the workflow's own list. codex 0.171 reads its
# key from CODEX_API_KEY (with OPENAI_API_KEY alone it sends no Authorization header) and ignores
# OPENAI_BASE_URL, which stays for command critics that read it; gemini's gateway URL is GOOGLE_GEMINI_BASE_URL.
model_vars="ANTHROPIC_API_KEY ANTHROPIC_BASE_URL CLAUDE_CODE_OAUTH_TOKEN OPENAI_API_KEY OPENAI_BASE_URL
CODEX_API_KEY GEMINI_API_KEY GOOGLE_API_KEY GOOGLE_GEMINI_BASE_URL GOOGLE_CLOUD_PROJECT GOOGLE_CLOUD_LOCATION
GOOGLE_GENAI_USE_VERTEXAI CURSOR_API_KEY"
extra=${THE_LOOP_CRITIC_ENV:-}
shopt -s nocasematch
for name in $model_vars ${extra//,/ }; do
  if ! [[ $name =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]]; then
    echo "::warning::critic-env: '$name' is not a variable name; skipped"
    continue
  fi
  # Matched without regard to case (nocasematch, bash 3.1+): no fork per name, as `tr` would cost.
  case "$name" in
    GITHUB_* | GH_* | INPUT_* | ACTIONS_* | RUNNER_* | THE_LOOP_* | LD_* | DYLD_* | BASH_ENV | ENV | NODE_OPTIONS | PATH | HOME)
      echo "::warning::critic-env: $name is never passed to critics (tokens, runner channels, loader settings); skipped"
      continue
      ;;
  esac
  if [ -n "${!name+x}" ]; then keep[$name]=1; fi
done
shopt -u nocasematch

# With critic-isolation: user on a runner whose user has passwordless sudo (GitHub-hosted ones), the step
# becomes root once, here, and node makes, checks, switches and removes each critic's user itself: one sudo
# per step rather than one per operation. It gives the harness nothing the runner's user did not have (that
# user can become root at will), and sudo's secure_path replaces PATH, so the step's PATH travels under
# another name for node to put back.
elevate=
isolation=${THE_LOOP_CRITIC_ISOLATION:-user}
isolation=${isolation//[[:space:]]/}
if [ "$EUID" != 0 ] && [ "${isolation,,}" != none ] && [ -x /usr/bin/sudo ] &&
  /usr/bin/sudo -n /usr/bin/true 2>/dev/null; then
  elevate=1
  export THE_LOOP_STEP_PATH="$PATH"
  keep[THE_LOOP_STEP_PATH]=1
fi

# Every exported name (one fork, for compgen's list) that is not kept stops being exported. Names bash cannot
# hold as variables (INPUT_GITHUB-TOKEN) are never passed on by it
# (__tests__/critics/handoff/critics-sh.test.ts).
mapfile -t exported < <(compgen -e)
for name in "${exported[@]}"; do
  if [ -z "${keep[$name]:-}" ]; then export -n "$name"; fi
done
if [ -n "$elevate" ]; then
  # -E keeps exactly the environment built above (sudo's SETENV, implied by a rule for ALL commands).
  exec /usr/bin/sudo -n -E -- "$node_bin" --optimize-for-size "$here/../dist/critics-step/index.js" "$handoff"
fi
exec "$node_bin" --optimize-for-size "$here/../dist/critics-step/index.js" "$handoff"
