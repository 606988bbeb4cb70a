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
  localAuthorities: { id: string; code: string; name: string; councilType: string; districtId: string }[];
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

export function loadReferenceData(): ReferenceData {
  const provinces = readReferenceTable('provinces.tsv').map((row) => ({
    id: row.id,
    code: provinceCode(row.id),
    name: row.name,
    nameSi: row.name_si,
    nameTa: row.name_ta,
  }));
  const districts = readReferenceTable('districts.tsv').map((row) => ({
    id: row.id,
    provinceId: provinceOfDistrict(row.id),
    name: row.name,
    nameSi: row.name_si,
    nameTa: row.name_ta,
  }));
  const authorityRows = readReferenceTable('local-authorities.csv');
  const districtProvince = new Map(districts.map((district) => [district.id, district.provinceId]));
  for (const row of authorityRows) {
    if (districtProvince.get(row.district_id) !== row.province_id) {
      throw new Error(`${row.la_id}: district ${row.district_id} is not in province ${row.province_id}`);
    }
  }
  const councilTypes = [...new Map(authorityRows.map((row) => [row.type_code, row.type])).entries()].map(
    ([code, name]) => ({ code, name }),
  );
  const localAuthorities = authorityRows.map((row) => ({
    id: row.la_id,
    code: row.la_code,
    name: row.name,
    councilType: row.type_code,
    districtId: row.district_id,
  }));
  return { provinces, districts, councilTypes, localAuthorities };
}
