# Loomhall: `make serve` builds and serves the app, `make test` runs every check.
# Both install what a fresh machine lacks first (scripts/setup.sh skips what is present).
SHELL := /bin/bash
export PATH := $(CURDIR)/tests/e2e/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export TRUNK_SKIP_VERSION_CHECK := true
export CHROMEDRIVER := /usr/bin/chromedriver
export WASM_BINDGEN_TEST_TIMEOUT := 120
# Long fuzz runs are bounded in CI and longer locally (see docs/architecture.md).
export LOOMHALL_FUZZ_ACTIONS ?= 1000000

.PHONY: setup serve build build-test test fmt clippy test-native test-wasm test-e2e monkey fuzz bench

setup:
	@bash scripts/setup.sh

# Builds, then serves dist/ compressed (brotli or gzip, as the browser accepts) on 127.0.0.1:8080.
serve: build
	node scripts/serve.mjs

build: setup
	trunk build index.html --release

# The release build with the browser tests' hooks (a way to panic on purpose: src/app/crash.rs).
# `make serve` builds without them, so what people are served has none.
build-test: setup
	LOOMHALL_TEST_HOOKS=1 trunk build index.html --release

test: setup fmt clippy test-native test-wasm build-test test-e2e
	@echo "make test: every check passed"

fmt:
	cargo fmt --all -- --check

clippy:
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --bins -- -D warnings

test-native:
	cargo test --profile ci

# Without debug info: the wasm tests build in 255 s instead of 355 s on a 2-core machine, and a
# failing test still names its file and line. Unoptimised, they built in 76 s instead of 119 s
# (fresh, 7 December 2026) and ran in 5 s instead of 3: they test the app's pieces (the engines'
# tests run natively).
test-wasm:
	CARGO_PROFILE_DEV_DEBUG=false CARGO_PROFILE_TEST_DEBUG=false CARGO_PROFILE_DEV_OPT_LEVEL=0 CARGO_PROFILE_TEST_OPT_LEVEL=0 \
		cargo test --target wasm32-unknown-unknown --lib

# A file still running after 10 minutes fails by name (the longest takes under 2) rather than
# holding CI until its own limit. Two files at once: the tests mostly wait on the page (about 400 s
# of CPU in 760 s), so the suite took 758 s instead of 931 s on two cores; three took 761 s.
test-e2e:
	cd tests/e2e && node --test --test-concurrency=2 --test-timeout=600000

# The UI monkey, longer than in `make test`: more seeds and actions per game (tests/e2e/monkey.mjs).
monkey: build-test
	cd tests/e2e && MONKEY_SEEDS=$${MONKEY_SEEDS:-5} MONKEY_STEPS=$${MONKEY_STEPS:-60} node --test --test-concurrency=1 --test-timeout=3600000 monkey.test.mjs

fuzz:
	LOOMHALL_FUZZ_ACTIONS=10000000 cargo test --profile ci fuzz

bench:
	cargo run --release --bin loomhall -- bench --game weavers --json
