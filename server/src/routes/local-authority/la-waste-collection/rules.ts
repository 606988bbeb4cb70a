import { colomboYear } from '#dates/colombo-today';
import { inputRefused } from '#errors';
import { roundKg } from '../waste-normalisation';
import type { WasteCollection } from './schemas';

const CHART_YEARS = 10;

/** The ten years the chart offers, newest first: this year in Sri Lanka and the nine before. */
export function chartYears(): number[] {
  const currentYear = colomboYear();
  return Array.from({ length: CHART_YEARS }, (_, index) => currentYear - index);
}

export function checkChartYear(year: number, years: number[]): void {
  if (!years.includes(year)) {
    throw inputRefused(`Chart data is available for ${years[years.length - 1]} to ${years[0]} only`, 'CHART_YEARS_AVAILABLE', {
      from: years[years.length - 1],
      to: years[0],
    });
  }
}

export function withTotals(localAuthorityId: string, year: number, years: number[], months: WasteCollection['months']): WasteCollection {
  const sum = (pick: (month: WasteCollection['months'][number]) => number) =>
    roundKg(months.reduce((total, month) => total + pick(month), 0));
  return {
    localAuthorityId,
    year,
    years,
    months,
    totals: {
      collectedKg: sum((month) => month.collectedKg),
      recycledKg: sum((month) => month.recycledKg),
      recoveredKg: sum((month) => month.recoveredKg),
      rejectedKg: sum((month) => month.rejectedKg),
      discardedKg: sum((month) => month.discardedKg),
    },
  };
}
