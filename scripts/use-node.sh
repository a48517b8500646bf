#!/usr/bin/env bash
# Puts a supported Node.js first on PATH: the machine's own when package.json's engines allow it
# (22.22.2 or newer on the 22 line, 24.15 or newer), otherwise
# the version in .nvmrc, fetched once from the npm registry's node-<os>-<arch> package (the
# binary and the headers native addons such as better-sqlite3 and argon2 build against).
#
#   . scripts/use-node.sh              # in this shell (then npm ci, npm start, npm test)
#   bash scripts/use-node.sh npm test  # for one command
#
# JOBPEEL_NODE_VERSION=22.22.2 fetches and uses that version whatever the machine has: the way to
# run the suite on the oldest supported line (`JOBPEEL_NODE_VERSION=22.22.2 bash .ci/run` in a
# fresh clone; node_modules must be installed by the same Node, as .ci/run does).
# The copy is kept in ${JOBPEEL_NODE_CACHE:-~/.cache/jobpeel}/node-<version>, outside the repo.

jobpeel_use_node() {
  local root version reason os arch dir tmp tarball
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  version="${JOBPEEL_NODE_VERSION:-$(tr -d '[:space:]v' < "$root/.nvmrc")}"
  version="${version#v}"

  # package.json engines: ^22.22.2 || >=24.15.0 (jsdom 31 and Vitest 5 set the floor).
  jobpeel_node_supported() {
    node -e 'const [a, b, c] = process.versions.node.split(".").map(Number);
      const v = a * 1e6 + b * 1e3 + c;
      process.exit((a === 22 && v >= 22022002) || v >= 24015000 ? 0 : 1)' 2>/dev/null
  }
  if [ -n "${JOBPEEL_NODE_VERSION:-}" ]; then
    reason="JOBPEEL_NODE_VERSION=$version"
  elif jobpeel_node_supported; then
    return 0
  else
    reason="Node.js $(node -v 2>/dev/null || echo 'is missing;') is not 22.22.2+ or 24.15+"
  fi

  os="$(uname -s | tr '[:upper:]' '[:lower:]')"
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "use-node: no Node.js package for $(uname -m); install Node.js $version yourself" >&2; return 1 ;;
  esac

  dir="${JOBPEEL_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/jobpeel}/node-$version"
  if [ ! -x "$dir/bin/node" ]; then
    echo "use-node: $reason; fetching node-$os-$arch@$version from the npm registry..." >&2
    tmp="$(mktemp -d)"
    tarball="$(cd "$tmp" && npm pack --silent "node-$os-$arch@$version")" || { rm -rf "$tmp"; return 1; }
    mkdir -p "$dir.partial"
    tar -xzf "$tmp/$tarball" -C "$dir.partial" --strip-components=1 || { rm -rf "$tmp" "$dir.partial"; return 1; }
    rm -rf "$tmp" "$dir"
    mv "$dir.partial" "$dir"
  fi
  export PATH="$dir/bin:$PATH"
  # node-gyp builds native addons against this Node's own headers instead of downloading them.
  export npm_config_nodedir="$dir"
  echo "use-node: using Node.js $(node -v) from $dir" >&2
  jobpeel_node_supported || echo "use-node: Node.js $(node -v) is outside package.json's engines (22.22.2+ or 24.15+)" >&2
}

jobpeel_use_node || { [ "${BASH_SOURCE[0]}" != "$0" ] && return 1; exit 1; }
unset -f jobpeel_use_node jobpeel_node_supported

# Executed rather than sourced: run the given command with that Node.
if [ "${BASH_SOURCE[0]}" = "$0" ] && [ "$#" -gt 0 ]; then exec "$@"; fi
