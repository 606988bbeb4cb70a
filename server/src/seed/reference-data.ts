import { applyNameOverrides, councilTypeOnlyNames, councilTypeWords, loadNameOverrides } from './name-overrides';
import { readReferenceTable } from './reference-data-files';

/** Spec section 3's province values, by the data's province id (data/README.md). */
export const PROVINCE_CODES: Readonly<Record<string, string>> = {
  'LK-1': 'western',
  'LK-2': 'central',
  'LK-3': 'southern',
  'LK-4': 'northern',
  'LK-5': 'eastern',
  'LK-6': 'north_western',
  'LK-7': 'north_central',
  'LK-8': 'uva',
  'LK-9': 'sabaragamuwa',
};

export interface ReferenceData {
  provinces: { id: string; code: string; name: string; nameSi: string; nameTa: string }[];
  districts: { id: string; provinceId: string; name: string; nameSi: string; nameTa: string }[];
  councilTypes: { code: string; name: string }[];
  localAuthorities: {
    id: string;
    code: string;
    name: string;
    nameSi: string;
    nameTa: string;
    /** How nameSi/nameTa were made; `council_type_only` while no licensed source translates the place names. */
    nameTranslation: 'council_type_only';
    councilType: string;
    districtId: string;
  }[];
}

function provinceCode(id: string): string {
  const code = PROVINCE_CODES[id];
  if (!code) throw new Error(`No province code for province ${id}`);
  return code;
}

/** District ids carry their province: LK-11 is in LK-1, LK-92 in LK-9. */
function provinceOfDistrict(districtId: string): string {
  const match = /^LK-(\d)\d$/.exec(districtId);
  if (!match) throw new Error(`Unexpected district id ${districtId}`);
  return `LK-${match[1]}`;
}

/** The word for "district" that follows the place name in the source's Sinhala and Tamil district names. */
const DISTRICT_WORD = { si: 'දිස්ත්‍රික්ක', ta: 'மாவட்டம்' } as const;
/** The word for "province" after the source's province names; English says "Western", so si/ta name the place only. */
const PROVINCE_WORD = { si: 'පළාත', ta: 'மாகாணம்' } as const;

/**
 * The place name before a trailing word for "district" (or "province"), whole or cut short.
 * The source cuts its Sinhala and Tamil district names at a fixed length, usually inside the trailing word
 * for "district" ('යාපනය දිස්ත්‍රික්', 'யாழ்ப்பாணம் மாவட்'); the place name before it is whole, and is what
 * a "District" label needs.
 */
export function districtPlaceName(name: string, districtWord: string): string {
  const space = name.lastIndexOf(' ');
  return space > 0 && districtWord.startsWith(name.slice(space + 1)) ? name.slice(0, space) : name;
}

export function loadReferenceData(): ReferenceData {
  const overrides = loadNameOverrides();
  const provinces = applyNameOverrides(
    'province',
    readReferenceTable('provinces.tsv').map((row) => ({
      id: row.id,
      code: provinceCode(row.id),
      name: row.name,
      nameSi: districtPlaceName(row.name_si, PROVINCE_WORD.si),
      nameTa: districtPlaceName(row.name_ta, PROVINCE_WORD.ta),
    })),
    overrides,
  );
  const districts = applyNameOverrides(
    'district',
    readReferenceTable('districts.tsv').map((row) => ({
      id: row.id,
      provinceId: provinceOfDistrict(row.id),
      name: row.name,
      nameSi: districtPlaceName(row.name_si, DISTRICT_WORD.si),
      nameTa: districtPlaceName(row.name_ta, DISTRICT_WORD.ta),
    })),
    overrides,
  );
  const authorityRows = readReferenceTable('local-authorities.csv');
  const districtProvince = new Map(districts.map((district) => [district.id, district.provinceId]));
  for (const row of authorityRows) {
    if (districtProvince.get(row.district_id) !== row.province_id) {
      throw new Error(`${row.la_id}: district ${row.district_id} is not in province ${row.province_id}`);
    }
  }
  const councilTypes = [...new Map(authorityRows.map((row) => [row.type_code, row.type])).entries()].map(([code, name]) => ({
    code,
    name,
  }));
  const words = councilTypeWords(overrides);
  const localAuthorities = authorityRows.map((row) => ({
    id: row.la_id,
    code: row.la_code,
    name: row.name,
    ...councilTypeOnlyNames(row.name, row.type_code, words),
    nameTranslation: 'council_type_only' as const,
    councilType: row.type_code,
    districtId: row.district_id,
  }));
  return { provinces, districts, councilTypes, localAuthorities };
}
