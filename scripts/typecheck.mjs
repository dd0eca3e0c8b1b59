// Type-checks every workspace with its own tsconfig (web needs DOM types, the server must not see them).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/contracts',
  'packages/db',
  'packages/catalog',
  'packages/matcher',
  'apps/server',
  'apps/web',
  'e2e',
];
let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  try {
    execFileSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
