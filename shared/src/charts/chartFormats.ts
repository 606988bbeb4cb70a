import { FALLBACK_LANGUAGE } from '../constants';

export type ChartFormat = 'PDF' | 'PNG' | 'CSV' | 'SVG';

/** Spec section 9: PDF, PNG, CSV or SVG in English; PDF or PNG in Sinhala and Tamil. */
export function chartFormats(language: string): ChartFormat[] {
  return language.split('-')[0] === FALLBACK_LANGUAGE ? ['PDF', 'PNG', 'CSV', 'SVG'] : ['PDF', 'PNG'];
}
