import type { DistrictFigures } from '../api/getDistrictMap';
import { classBreaks, classOf, measureValue, MEASURES, type Measure } from './measures';

/** A district as the map and its table show it: one set of figures for both. */
export interface MapRow {
  id: string;
  name: string;
  provinceName: string;
  /** Each measure's value, null where there is none. */
  values: Record<Measure, number | null>;
  /** The class of the chosen measure's value (0 lowest), null for "no data". */
  classIndex: number | null;
  figures: DistrictFigures;
}

export interface MapView {
  rows: MapRow[];
  /** The lower bounds of classes 2..5 of the chosen measure. */
  breaks: number[];
}

/** The districts' values and the chosen measure's classes, names in the user's language. */
export function mapView(
  districts: readonly DistrictFigures[],
  measure: Measure,
  name: (district: DistrictFigures) => { district: string; province: string },
): MapView {
  const withValues = districts.map((figures) => {
    const values = Object.fromEntries(MEASURES.map((each) => [each, measureValue(figures, each)])) as Record<Measure, number | null>;
    const names = name(figures);
    return { id: figures.districtId, name: names.district, provinceName: names.province, values, figures };
  });
  const breaks = classBreaks(
    measure,
    withValues.map((row) => row.values[measure]),
  );
  const rows = withValues.map((row) => {
    const value = row.values[measure];
    return { ...row, classIndex: value === null ? null : classOf(value, breaks) };
  });
  return { rows, breaks };
}
