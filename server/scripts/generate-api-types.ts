import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiTypesSources, openApiDocument } from './api-types';
import { API_TYPES_DIR, GENERATE_API_TYPES_COMMAND } from './api-types-location';

/**
 * `openapi`: writes the browser's API contract (shared/src/api/generated) from the server's OpenAPI document,
 * removing the files it no longer writes.
 * `openapi --check [folder]`: fails, naming the command, when a file differs from what it would write or should go.
 */
async function main(args: string[]): Promise<number> {
  const check = args[0] === '--check';
  const folder = path.resolve((check ? args[1] : args[0]) ?? API_TYPES_DIR);
  const sources = await apiTypesSources(await openApiDocument());
  const leftOver = existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
        .filter((name) => !(name in sources))
    : [];
  const shown = (names: string[]) => names.map((name) => path.relative(process.cwd(), path.join(folder, name))).join(', ');
  if (check) {
    const changed = Object.entries(sources).filter(([name, source]) => {
      const file = path.join(folder, name);
      return !existsSync(file) || readFileSync(file, 'utf8') !== source;
    });
    const stale = [...changed.map(([name]) => name), ...leftOver];
    if (stale.length === 0) return 0;
    console.error(
      `${shown(stale)} ${stale.length === 1 ? 'is' : 'are'} stale: the server's OpenAPI document changed. Run \`${GENERATE_API_TYPES_COMMAND}\` and commit the result.`,
    );
    return 1;
  }
  rmSync(folder, { recursive: true, force: true });
  for (const [name, source] of Object.entries(sources)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), source);
  }
  console.log(
    `Wrote ${Object.keys(sources).length} files in ${path.relative(process.cwd(), folder)}${leftOver.length > 0 ? `; removed ${shown(leftOver)}` : ''}`,
  );
  return 0;
}

// `pnpm … openapi -- --check` passes the `--` on: it is not a folder.
main(process.argv.slice(2).filter((arg) => arg !== '--')).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
