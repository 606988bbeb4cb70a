import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Each Playwright worker drives a product of its own (server, database, releases), on the port after the
 * previous worker's: two stories running at once never see each other's records, sessions or releases.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8180);

export const e2ePortOf = (workerIndex: number) => FIRST_PORT + workerIndex;
/** The product's scratch database and copy of the remote releases; release tests write here. */
export const e2eScratchDirOf = (port: number) => join(tmpdir(), `waste-e2e-${port}`);

// Playwright sets TEST_PARALLEL_INDEX in each worker before it loads the config and the specs.
const E2E_PORT = e2ePortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_RELEASES_DIR = join(e2eScratchDirOf(E2E_PORT), 'releases');
