import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_TYPES_DIR, GENERATE_API_TYPES_COMMAND } from '../../scripts/api-types-location';
import { SERVER_ROOT } from '#paths';

const run = promisify(execFile);

// Each generator check builds the app's OpenAPI document in a child process: over a minute while the suite's
// other files run beside it (one timed out at Jest's 60 s in CI).
jest.setTimeout(240_000);

/** The generator runs as the command does (openapi-typescript is an ES module Jest cannot load). */
function checkApiTypes(folder: string) {
  return run(path.join(SERVER_ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/generate-api-types.ts', '--check', folder], {
    cwd: SERVER_ROOT,
  });
}

/** A copy of the generated folder to spoil, removed afterwards. */
async function withCopy(spoil: (folder: string) => Promise<void>) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'waste-api-types-'));
  cpSync(API_TYPES_DIR, folder, { recursive: true });
  try {
    await spoil(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the browser API contract (shared/src/api/generated)', () => {
  it('is what the server OpenAPI document generates now', async () => {
    await expect(checkApiTypes(API_TYPES_DIR)).resolves.toBeDefined();
  });

  it('a stale copy fails with the command that regenerates it, naming changed files and ones it no longer writes', async () => {
    await withCopy(async (folder) => {
      const users = path.join(folder, 'users', 'users.ts');
      writeFileSync(users, readFileSync(users, 'utf8').replace('"maxLength": 50', '"maxLength": 60'));
      writeFileSync(path.join(folder, 'openapi.ts'), 'export interface paths {}\n');
      await expect(checkApiTypes(folder)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(new RegExp(`users/users\\.ts, .*openapi\\.ts are stale.*Run \`${GENERATE_API_TYPES_COMMAND}\``)),
      });
    });
  });

  it('keeps every file under 400 lines (one file per path)', () => {
    const files = readdirSync(API_TYPES_DIR, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const long = files.filter((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8').split('\n').length > 400);
    expect(long.map((entry) => entry.name)).toEqual([]);
  });
});
