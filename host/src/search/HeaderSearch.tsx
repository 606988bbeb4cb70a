import type { RemoteModule } from '@waste/shared';
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { firstPageDrawn, onFirstPageDrawn } from '../firstFrame/firstFrame';
import { useFocusShortcut } from './useFocusShortcut';

// Its own chunk: antd's AutoComplete brings the whole select (rc-select, a virtual list), none of it needed to
// draw a page.
const PageSearch = lazy(() => import('./PageSearch').then((module) => ({ default: module.PageSearch })));
const SEARCH_BOX = { height: 32, maxWidth: 320 };

/**
 * The header's page search, asked for once the first page is drawn: fetched beside the page's own code, its
 * chunk (and rc-select's, on a page that draws no select) competed with the page for a phone's bandwidth
 * (issue 41). Ctrl+K before then fetches it at once and focuses it. Its place is held at its size meanwhile, so
 * nothing in the header moves when it comes.
 */
export function HeaderSearch({ module }: { module: RemoteModule }) {
  const drawn = useSyncExternalStore(onFirstPageDrawn, firstPageDrawn);
  const [asked, setAsked] = useState(false);
  useFocusShortcut(useCallback(() => setAsked(true), []));
  const placeholder = <div style={SEARCH_BOX} />;
  if (!drawn && !asked) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PageSearch module={module} autoFocus={asked} />
    </Suspense>
  );
}
