// Prints the gzipped size of the JavaScript the landing page loads before it can render: the entry
// script of apps/web/dist/index.html and every module it preloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  landing page initial JavaScript, gzipped (${files.length} files)`,
);
