import type { AddressFilter, AddressFilters } from '@waste/shared';
import type { CodeSectorFilters } from './LinesFilters';

const codeFilter: AddressFilter<string> = { param: 'code', parse: (raw) => (/^\d{1,8}$/.test(raw) ? raw : undefined) };
const sectorFilter: AddressFilter<string> = { param: 'sector', parse: (raw) => (/^[A-Z_]{1,40}$/.test(raw) ? raw : undefined) };

/** `?code=&sector=` of the customs line lists, the HS code lists and the data log view. */
export const CODE_SECTOR_FILTERS: AddressFilters<CodeSectorFilters> = { code: codeFilter, sector: sectorFilter };

/** `?code=&sector=` of the HS code list, whose code field also takes words of the description. */
export const CODE_OR_WORDS_FILTERS: AddressFilters<CodeSectorFilters> = {
  code: { param: 'code', parse: (raw) => (raw.trim() !== '' && raw.length <= 100 ? raw : undefined) },
  sector: sectorFilter,
};
