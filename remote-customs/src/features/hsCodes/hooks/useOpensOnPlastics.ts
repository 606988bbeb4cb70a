import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** HS chapter 39, plastics and articles thereof: what a ministry tracking plastic waste looks up first. */
export const PLASTICS_CHAPTER = '39';

/**
 * `/hscodes` opened without a search starts on chapter 39 (a code prefix, in the address, so the filter shows it);
 * once open, a search the user clears lists every chapter (docs/adr/0177-customs-pages-say-what-they-do.md).
 */
export function useOpensOnPlastics() {
  const [params, setParams] = useSearchParams();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (params.size === 0) setParams({ code: PLASTICS_CHAPTER }, { replace: true });
  }, [params, setParams]);
}
