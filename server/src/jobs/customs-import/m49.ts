import { readReferenceTable } from '../../seed/reference-data-files';

/** A country or territory of the UN M49 table: its ISO 3166 alpha-3 code and English name. */
export interface M49Country {
  iso3: string;
  name: string;
}

/**
 * UN Comtrade's own numbers for a few reporters whose trade area differs from the M49 country's (Comtrade's
 * partner and reporter reference lists them with the ISO code of the country): 842 USA (with Puerto Rico and
 * the US Virgin Islands), 251 France (with Monaco), 699 India, 757 Switzerland (with Liechtenstein), 579
 * Norway (with Svalbard and Jan Mayen). Their lines are the country's.
 */
const COMTRADE_AREAS: Readonly<Record<number, number>> = { 842: 840, 251: 250, 699: 356, 757: 756, 579: 578 };

/** M49 0: the world, a total of every partner. */
export const WORLD_M49 = 0;
/** Sri Lanka, the only reporter whose files are imported. */
export const SRI_LANKA_M49 = 144;

let table: Map<number, M49Country> | undefined;

/** reference-data/comtrade/m49-iso3.tsv (datasets/country-codes, ODC-PDDL-1.0), read once. */
function m49Table(): Map<number, M49Country> {
  table ??= new Map(
    readReferenceTable('comtrade/m49-iso3.tsv').map((row) => [Number(row.m49), { iso3: row.iso3, name: row.name }] as const),
  );
  return table;
}

/** The country of an M49 number (or of Comtrade's own number for it); undefined when the table has none. */
export function countryOfM49(code: number): M49Country | undefined {
  return m49Table().get(COMTRADE_AREAS[code] ?? code);
}

/** The English name of an ISO alpha-3 code, from the same table; the code itself when unknown. */
export function nameOfIso3(iso3: string): string {
  for (const country of m49Table().values()) if (country.iso3 === iso3) return country.name;
  return iso3;
}
