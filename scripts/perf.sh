#!/usr/bin/env bash
# Runtime and page-load figures of the release build (docs/performance.md, "Runtime"):
#   1. builds the release (`trunk build --release`; skip with --no-build to measure dist/ as it is)
#      and the native CLI,
#   2. installs Lighthouse into scripts/perf/node_modules (once; not into tests/e2e, so
#      `make test` stays lean),
#   3. runs scripts/perf/measure.mjs: serves dist/ compressed, measures the AI's search speed
#      natively (`loomhall bench`) and in the browser's worker (the home page's device check) on
#      the same request, runs Lighthouse (mobile) on the home page, on every link a first visit
#      may open on each game (new game, guided game, lesson, a shared position) and on a game
#      table, plays a whole
#      game against ismcts:normal in Weavers and IOI (tests/e2e/perf.bench.mjs), and prints a table.
# Figures depend on the machine and on what else runs on it: quote them with both.
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="$PWD/tests/e2e/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"

if [[ "${1:-}" != "--no-build" ]]; then
  trunk build index.html --release
fi
cargo build --release --bin loomhall
[[ -d tests/e2e/node_modules ]] || npm ci --prefix tests/e2e --no-audit --no-fund
[[ -d scripts/perf/node_modules/lighthouse ]] || npm install --prefix scripts/perf --no-audit --no-fund
node scripts/perf/measure.mjs
