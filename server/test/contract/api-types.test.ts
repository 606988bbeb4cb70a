import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_TYPES_DIR, GENERATE_API_TYPES_COMMAND } from '../../scripts/api-types-location';
import { SERVER_ROOT } from '../../src/paths';

const run = promisify(execFile);

/** The generator runs as the command does (openapi-typescript is an ES module Jest cannot load). */
function checkApiTypes(folder: string) {
  return run(path.join(SERVER_ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/generate-api-types.ts', '--check', folder], { cwd: SERVER_ROOT });
}

describe('the browser API contract (shared/src/api/generated)', () => {
  it('is what the server OpenAPI document generates now', async () => {
    await expect(checkApiTypes(API_TYPES_DIR)).resolves.toBeDefined();
  });

  it('a stale copy fails with the command that regenerates it', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'waste-api-types-'));
    cpSync(API_TYPES_DIR, folder, { recursive: true });
    const constraints = path.join(folder, 'requestConstraints.ts');
    writeFileSync(constraints, readFileSync(constraints, 'utf8').replace('"maxLength": 50', '"maxLength": 60'));
    try {
      await expect(checkApiTypes(folder)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(new RegExp(`requestConstraints\\.ts is stale.*Run \`${GENERATE_API_TYPES_COMMAND}\``)),
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
