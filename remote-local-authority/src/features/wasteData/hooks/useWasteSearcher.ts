import { DEFAULT_PAGE } from '@waste/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FrequencyType, PlasticType, WasteSearcher } from '../api/types';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

function oneOf<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((value) => value === raw);
}

/**
 * The list's searcher, kept in the address (so that a reload or the back button from a record returns to
 * the same page and filters); the spec's defaults otherwise: start 0, 25 rows, ASC.
 */
export function useWasteSearcher(): [WasteSearcher, (next: WasteSearcher) => void] {
  const [params, setParams] = useSearchParams();
  const searcher = useMemo<WasteSearcher>(() => {
    const fromDate = params.get('from');
    const toDate = params.get('to');
    return {
      pageStart: positiveInt(params.get('start'), DEFAULT_PAGE.pageStart),
      pageSize: positiveInt(params.get('size'), DEFAULT_PAGE.pageSize) || DEFAULT_PAGE.pageSize,
      pageSort: params.get('sort') === 'DESC' ? 'DESC' : DEFAULT_PAGE.pageSort,
      fromDate: fromDate && ISO_DATE.test(fromDate) ? fromDate : undefined,
      toDate: toDate && ISO_DATE.test(toDate) ? toDate : undefined,
      plasticType: oneOf<PlasticType>(params.get('plastic'), ['HARD', 'SOFT']),
      frequencyType: oneOf<FrequencyType>(params.get('frequency'), ['DAILY', 'RANGE']),
    };
  }, [params]);

  const setSearcher = useCallback(
    (next: WasteSearcher) => {
      const entries: [string, string | number | undefined][] = [
        ['start', next.pageStart || undefined],
        ['size', next.pageSize === DEFAULT_PAGE.pageSize ? undefined : next.pageSize],
        ['sort', next.pageSort === DEFAULT_PAGE.pageSort ? undefined : next.pageSort],
        ['from', next.fromDate],
        ['to', next.toDate],
        ['plastic', next.plasticType],
        ['frequency', next.frequencyType],
      ];
      setParams(new URLSearchParams(entries.filter((entry): entry is [string, string | number] => entry[1] !== undefined).map(([k, v]) => [k, String(v)])));
    },
    [setParams],
  );
  return [searcher, setSearcher];
}
