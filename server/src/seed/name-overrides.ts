import { readReferenceTable } from './reference-data-files';

export type LocalLanguage = 'si' | 'ta';
const ENTITIES = ['province', 'district', 'council_type'] as const;
type Entity = (typeof ENTITIES)[number];

export interface NameOverride {
  entity: Entity;
  id: string;
  language: LocalLanguage;
  name: string;
  /** The source's value it stands for (empty for council types, which the source does not name in si/ta). */
  replaces: string;
}

interface Named {
  id: string;
  nameSi: string;
  nameTa: string;
}

const FIELD = { si: 'nameSi', ta: 'nameTa' } as const;

/** `reference-data/name-overrides.tsv`: Sinhala and Tamil names from the terminology review (see its header). */
export function loadNameOverrides(file = 'name-overrides.tsv', folder?: string): NameOverride[] {
  return readReferenceTable(file, folder).map((row) => {
    if (!ENTITIES.includes(row.entity as Entity) || (row.language !== 'si' && row.language !== 'ta')) {
      throw new Error(`${file}: unexpected entity ${row.entity} or language ${row.language} for ${row.id}`);
    }
    return { entity: row.entity as Entity, id: row.id, language: row.language, name: row.name, replaces: row.replaces };
  });
}

/**
 * The rows with the overrides of their entity applied. An override whose id is unknown, or whose `replaces` is
 * no longer the source's value (a new release of the source), stops the seed: it must be looked at again.
 */
export function applyNameOverrides<T extends Named>(entity: 'province' | 'district', rows: T[], overrides: NameOverride[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, { ...row }]));
  for (const override of overrides.filter((candidate) => candidate.entity === entity)) {
    const row = byId.get(override.id);
    const field = FIELD[override.language];
    if (!row || row[field] !== override.replaces) {
      throw new Error(`Name override ${entity} ${override.id} ${override.language}: the source no longer says "${override.replaces}"`);
    }
    row[field] = override.name;
  }
  return rows.map((row) => byId.get(row.id) as T);
}

export type CouncilTypeWords = Record<string, Record<LocalLanguage, string>>;

/** The Sinhala and Tamil words for each council type code (MC, UC, PS). */
export function councilTypeWords(overrides: NameOverride[]): CouncilTypeWords {
  const words: Record<string, Partial<Record<LocalLanguage, string>>> = {};
  for (const override of overrides.filter((candidate) => candidate.entity === 'council_type')) {
    words[override.id] = { ...words[override.id], [override.language]: override.name };
  }
  return words as CouncilTypeWords;
}

/**
 * An authority's Sinhala and Tamil names while no licensed source translates them: the English place name,
 * then the council type in that language ("Colombo MC" → "Colombo මහ නගර සභාව", "Colombo மாநகர சபை").
 */
export function councilTypeOnlyNames(name: string, councilType: string, words: CouncilTypeWords): { nameSi: string; nameTa: string } {
  const suffix = ` ${councilType}`;
  const word = words[councilType];
  if (!name.endsWith(suffix) || !word?.si || !word.ta) {
    throw new Error(`Cannot name "${name}" in Sinhala and Tamil: no "${councilType}" ending or no word for it`);
  }
  const place = name.slice(0, -suffix.length);
  return { nameSi: `${place} ${word.si}`, nameTa: `${place} ${word.ta}` };
}
