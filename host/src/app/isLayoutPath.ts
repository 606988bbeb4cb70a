import { LAYOUT_ROUTE_PATTERNS } from '@waste/shared';
import { matchPath } from 'react-router-dom';

export function isLayoutPath(pathname: string): boolean {
  return LAYOUT_ROUTE_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
