import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiTypesSources, openApiDocument } from './api-types';
import { API_TYPES_DIR, GENERATE_API_TYPES_COMMAND } from './api-types-location';

/**
 * `openapi`: writes the browser's API contract (shared/src/api/generated) from the server's OpenAPI document.
 * `openapi --check [folder]`: fails, naming the command, when a file differs from what it would write.
 */
async function main(args: string[]): Promise<number> {
  const check = args[0] === '--check';
  const folder = path.resolve((check ? args[1] : args[0]) ?? API_TYPES_DIR);
  const sources = Object.entries(await apiTypesSources(await openApiDocument()));
  if (check) {
    const stale = sources.filter(([name, source]) => {
      const file = path.join(folder, name);
      return !existsSync(file) || readFileSync(file, 'utf8') !== source;
    });
    if (stale.length === 0) return 0;
    const names = stale.map(([name]) => path.relative(process.cwd(), path.join(folder, name))).join(', ');
    console.error(`${names} is stale: the server's OpenAPI document changed. Run \`${GENERATE_API_TYPES_COMMAND}\` and commit the result.`);
    return 1;
  }
  mkdirSync(folder, { recursive: true });
  for (const [name, source] of sources) writeFileSync(path.join(folder, name), source);
  console.log(`Wrote ${sources.map(([name]) => path.relative(process.cwd(), path.join(folder, name))).join(', ')}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
