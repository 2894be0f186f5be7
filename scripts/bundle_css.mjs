// Run by scripts/precache.mjs (Trunk's post_build hook) first: joins the build's stylesheets, in
// index.html's order, into one `styles-<hash>.css` and links that one instead. The sources stay
// one file per area (styles/); the page downloads one file instead of twelve, all of which
// blocked its first paint (Lighthouse: docs/performance.md, "Page load"). The cascade is the
// same: the rules keep their order, and every file sat in dist/'s root, as the bundle does.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('bundle_css.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk post_build hook)');
  process.exit(1);
}

const indexPath = join(dir, 'index.html');
const index = readFileSync(indexPath, 'utf8');
// Trunk's tags: <link rel="stylesheet" href="./theme-<hash>.css" integrity="sha384-..."/>
const LINK = /<link rel="stylesheet" href="\.\/([^"/]+\.css)"[^>]*>\n?/g;
const names = [...index.matchAll(LINK)].map((m) => m[1]);
if (names.length === 0) {
  console.error('bundle_css.mjs: index.html links no stylesheet');
  process.exit(1);
}
const css = names.map((name) => `/* ${name} */\n${readFileSync(join(dir, name), 'utf8')}`).join('\n');
const bundle = `styles-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
writeFileSync(join(dir, bundle), css);
for (const name of names) rmSync(join(dir, name));

let first = true;
const linked = index.replace(LINK, () => {
  if (!first) return '';
  first = false;
  return `<link rel="stylesheet" href="./${bundle}" integrity="${integrity}"/>\n`;
});
writeFileSync(indexPath, linked);
console.log(`bundle_css.mjs: ${names.length} stylesheets into ${bundle} (${(Buffer.byteLength(css) / 1000).toFixed(1)} kB)`);
