// Trunk's pre_build hook for a release build: builds every WebAssembly module index.html names,
// one `cargo build` per Cargo profile with all of that profile's `[[bin]]`s, so Cargo links them
// two at a time on two cores. Trunk then builds each module on its own, one after another, and
// finds it already built. The links are most of a release build's Cargo time (one LTO link per
// module, docs/performance.md, "The crate compiled once for every page module"); this saves
// about a minute of wall time on this machine kind. Debug builds (`trunk serve`) are left to Trunk.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

if (process.env.TRUNK_PROFILE !== 'release') {
  console.log(`link_modules.mjs: a ${process.env.TRUNK_PROFILE ?? 'debug'} build, left to Trunk`);
  process.exit(0);
}

const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
const html = readFileSync(process.env.TRUNK_HTML_FILE ?? join(source, 'index.html'), 'utf8');

/** `[[bin]]`s by the profile Trunk builds them with in release, in index.html's order. */
const byProfile = new Map();
for (const [link] of html.matchAll(/<link data-trunk rel="rust"[^>]*>/g)) {
  const attr = (name) => link.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const bin = attr('data-bin');
  if (!bin) throw new Error(`link_modules.mjs: a rust link without data-bin: ${link}`);
  // A module built with features is built by Trunk alone: one invocation has one feature set.
  if (attr('data-cargo-features') !== undefined) continue;
  const profile = attr('data-cargo-profile-release') ?? 'release';
  byProfile.set(profile, [...(byProfile.get(profile) ?? []), bin]);
}

for (const [profile, bins] of byProfile) {
  const args = ['build', '--offline', '--target', 'wasm32-unknown-unknown', '--profile', profile];
  for (const bin of bins) args.push('--bin', bin);
  console.log(`link_modules.mjs: cargo ${args.join(' ')}`);
  execFileSync('cargo', args, { cwd: source, stdio: 'inherit' });
}
