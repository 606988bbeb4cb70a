import type { RemoteRegistry } from '@waste/shared';
import { matchPath } from 'react-router-dom';
import { HOST_LAYOUT_PATTERNS } from './hostLayoutRoutes';

/** The host's own layout pages and every released remote's route patterns, as the registry lists them. */
export function layoutPatterns(registry: RemoteRegistry): string[] {
  return [...HOST_LAYOUT_PATTERNS, ...registry.remotes.flatMap((remote) => remote.routes ?? [])];
}

export function isLayoutPath(pathname: string, patterns: string[]): boolean {
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
