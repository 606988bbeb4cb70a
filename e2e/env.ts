import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The e2e server's own database and copy of the remote releases; release tests write here. */
export const E2E_SCRATCH_DIR = join(tmpdir(), `waste-e2e-${E2E_PORT}`);
export const E2E_RELEASES_DIR = join(E2E_SCRATCH_DIR, 'releases');
