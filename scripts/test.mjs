// `pnpm test`: typecheck, unit and component tests, server tests (PGlite, and PostgreSQL when DATABASE_URL
// is set), then the e2e suite in Chromium against a fresh production build.
import { execFileSync } from 'node:child_process';
import { ROOT } from './remotes.mjs';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['unit and component tests', ['exec', 'jest']],
  ['release scripts and the lint config', ['exec', 'node', '--test', 'scripts/test/*.test.mjs']],
  ['server tests on embedded PGlite', ['--filter', '@waste/server', 'test']],
  ...(process.env.DATABASE_URL ? [['server tests on PostgreSQL', ['--filter', '@waste/server', 'test:pg']]] : []),
  ['production build (what is out of date)', ['exec', 'node', 'scripts/build.mjs']],
  ['e2e in Chromium', ['--filter', '@waste/e2e', 'test']],
  ...(process.env.DATABASE_URL ? [['production shape (nginx, two API processes, a worker, PostgreSQL)', ['run', 'test:prod']]] : []),
];

for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  execFileSync('pnpm', args, { cwd: ROOT, stdio: 'inherit' });
  console.log(`=== ${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}
if (!process.env.DATABASE_URL) console.log('\nDATABASE_URL is not set: the PostgreSQL run of the server tests was skipped (CI sets it).');
