import path from 'node:path';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** `src/routes` when run from source, `dist/routes` when built. */
const ROUTES_DIR = path.join(__dirname, '..', 'routes');
const API_PREFIX = '/api/v1';

/** The innermost file under `routesDir` in a stack trace: the one whose code declared the route. */
function declaringFile(stack: string, routesDir: string): string | undefined {
  const inRoutes = `${routesDir}${path.sep}`;
  for (const line of stack.split('\n')) {
    const file = /((?:file:\/\/)?\/[^():]+):\d+:\d+\)?$/.exec(line.trim())?.[1]?.replace(/^file:\/\//, '');
    if (file?.startsWith(inRoutes)) return file;
  }
  return undefined;
}

const slashed = (relative: string) => relative.split(path.sep).join('/');

/**
 * Why a route was declared in the wrong folder, or null. Below `routesDir`, the folder of the file that
 * declared it (the innermost one in `stack`) starts its URL below `/api/v1`: `routes/users/me/index.ts`
 * declares `/api/v1/users/me/…`. A route declared outside `routesDir` (a test's own) is left alone.
 */
export function routeFolderProblem(url: string, stack: string, routesDir: string): string | null {
  const file = declaringFile(stack, routesDir);
  if (file === undefined) return null;
  const prefix = `${API_PREFIX}/${slashed(path.relative(routesDir, path.dirname(file)))}`;
  if (url === prefix || url.startsWith(`${prefix}/`)) return null;
  const domain = url.slice(API_PREFIX.length + 1).split('/')[0];
  return (
    `${url} is declared in routes/${slashed(path.relative(routesDir, file))}: ` +
    `declare it in routes/${domain}/ or in the folder below it that its path names`
  );
}

function currentStack(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 50;
  const holder: { stack?: string } = {};
  Error.captureStackTrace(holder);
  Error.stackTraceLimit = limit;
  return holder.stack ?? '';
}

/**
 * The folder is the URL: a route is declared in the folder under `routes/` that its path names, so that a
 * reader finds a handler by its URL. Checked when the route is added, so a route in the wrong folder stops
 * the start.
 */
export const routeFoldersPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith(`${API_PREFIX}/`)) return;
      const problem = routeFolderProblem(route.url, currentStack(), ROUTES_DIR);
      if (problem) throw new Error(`Route ${String(route.method)} ${problem}`);
    });
  },
  { name: 'route-folders' },
);
