import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** HS chapter 39, plastics and articles thereof: what a ministry tracking plastic waste looks up first. */
export const PLASTICS_CHAPTER = '39';

/** The address the page opens on: chapter 39 for an address without a search. */
export const openingAddress = (params: URLSearchParams): URLSearchParams =>
  params.size === 0 ? new URLSearchParams({ code: PLASTICS_CHAPTER }) : params;

/**
 * `/hscodes` opened without a search starts on chapter 39 (a code prefix, in the address, so the filter shows it);
 * once open, a search the user clears lists every chapter (docs/adr/0177-customs-pages-say-what-they-do.md).
 * True while the address does not yet name the chapter: the page searches nothing until it does, so that its
 * first search is the one its prefetch made.
 */
export function useOpensOnPlastics(): boolean {
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState(params.size > 0);
  if (!opened && params.size > 0) setOpened(true);
  useEffect(() => {
    if (!opened) setParams(openingAddress(new URLSearchParams()), { replace: true });
  }, [opened, setParams]);
  return !opened;
}
