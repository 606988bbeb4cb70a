import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipKiB = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;

/** Every JS file of a build folder with its gzip size, largest first. */
export function chunkSizes(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzipKiB: gzipKiB(readFileSync(join(dir, name))) }))
    .sort((a, b) => b.gzipKiB - a.gzipKiB);
}
