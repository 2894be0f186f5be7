#!/usr/bin/env bash
# Installs what building and testing Loomhall needs on a fresh Debian machine of the project's kind,
# skipping whatever is already present. Pinned versions: see ../shared/toolchain.md and docs/architecture.md.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130

step() { printf '\n== setup: %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi
for comp in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$comp"; then
    step "rust component $comp"; rustup component add "$comp"
  fi
done

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  step "Debian chromium + chromium-driver"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium chromium-driver
fi

if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  step "trunk $TRUNK_VERSION (about 6 minutes on 2 cores)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION"; then
  step "wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  # Not --locked: its lock file names a webpki-roots the registry does not serve.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

if [ -f tests/e2e/package.json ]; then
  if [ ! -d tests/e2e/node_modules ] || [ tests/e2e/package-lock.json -nt tests/e2e/node_modules ]; then
    step "npm packages for the browser tests (binaryen wasm-opt, playwright-core, axe-core)"
    (cd tests/e2e && npm ci --no-audit --no-fund)
    touch tests/e2e/node_modules
  fi
fi

step "cargo fetch (Trunk builds offline)"
cargo fetch --quiet 2>/dev/null || cargo fetch
