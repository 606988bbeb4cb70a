import type { CustomsRow, CustomsType, Layout, LineChecks, ParsedLine, SetAsideReason } from './columns';
import { countryOfM49, nameOfIso3, SRI_LANKA_M49, WORLD_M49 } from './m49';

/**
 * UN Comtrade+ files as published: the API's `/data/v1/get/C/A/HS` answer saved as CSV and the web download
 * (camelCase columns, PascalCase accepted), and the legacy layout ("Commodity Code", "Netweight (kg)", ...).
 * Each is read by its own column names into the API's names; see routes/customs/README.md "Comtrade".
 */
const FIELDS = [
  'refYear',
  'refMonth',
  'period',
  'flowCode',
  'reporterCode',
  'reporterISO',
  'reporterDesc',
  'partnerCode',
  'partnerISO',
  'partner2Code',
  'customsCode',
  'motCode',
  'mosCode',
  'classificationCode',
  'cmdCode',
  'cmdDesc',
  'qtyUnitCode',
  'qtyUnitAbbr',
  'qty',
  'netWgt',
  'cifvalue',
  'fobvalue',
  'primaryValue',
] as const;
type Field = (typeof FIELDS)[number];

/** The legacy layout's names for the same fields (comtrade.un.org's CSV before Comtrade+). */
const LEGACY_NAMES: Readonly<Partial<Record<Field, string>>> = {
  refYear: 'year',
  period: 'period',
  flowCode: 'trade flow code',
  reporterCode: 'reporter code',
  reporterISO: 'reporter iso',
  reporterDesc: 'reporter',
  partnerCode: 'partner code',
  partnerISO: 'partner iso',
  partner2Code: '2nd partner code',
  customsCode: 'customs proc. code',
  motCode: 'mode of transport code',
  classificationCode: 'classification',
  cmdCode: 'commodity code',
  cmdDesc: 'commodity',
  qtyUnitCode: 'qty unit code',
  qtyUnitAbbr: 'qty unit',
  qty: 'qty',
  netWgt: 'netweight (kg)',
  cifvalue: 'cif trade value (us$)',
  fobvalue: 'fob trade value (us$)',
  primaryValue: 'trade value (us$)',
};
/** The legacy layout's trade flow codes: 1 import, 2 export (3 and 4, re-export and re-import, are neither). */
const LEGACY_FLOWS: Readonly<Record<string, string>> = { '1': 'M', '2': 'X', '3': 'RX', '4': 'RM' };

export const COMTRADE_REQUIRED = ['refYear', 'flowCode', 'cmdCode', 'partnerCode or partnerISO', 'netWgt', 'primaryValue'];

/** A Comtrade layout from a header (names trimmed), or null. */
export function comtradeLayoutOf(names: string[]): Layout | null {
  const lower = names.map((name) => name.toLowerCase());
  const find = (name: string) => {
    const i = lower.indexOf(name.toLowerCase());
    return i === -1 ? undefined : i;
  };
  const fill = (nameOf: (field: Field) => string | undefined) => {
    const index = new Map<string, number>();
    for (const field of FIELDS) {
      const name = nameOf(field);
      const i = name === undefined ? undefined : find(name);
      if (i !== undefined) index.set(field, i);
    }
    return index;
  };
  const complete = (index: Map<string, number>) =>
    ['refYear', 'flowCode', 'cmdCode', 'netWgt'].every((field) => index.has(field)) &&
    (index.has('partnerCode') || index.has('partnerISO')) &&
    (index.has('primaryValue') || index.has('cifvalue') || index.has('fobvalue'));
  const plus = fill((field) => field);
  if (complete(plus)) return { kind: 'COMTRADE', index: plus };
  const legacy = fill((field) => LEGACY_NAMES[field]);
  if (complete(legacy)) return { kind: 'COMTRADE_LEGACY', index: legacy };
  return null;
}

/** A zero net weight beside a value of at least this many US dollars is a weight not reported (ADR 0222). */
export const ZERO_WEIGHT_MISSING_FROM_USD = 10_000;
/** Comtrade's quantity unit 8: kilograms. */
const KILOGRAMS = '8';
const ANNUAL_MONTH = 52;

/** Codes that mean "all" in a breakdown column: the row is the total over that column. */
const isAll = (text: string, all: string) => text === '' || text === all;

/** Comtrade's numbers carry stray spaces ("0 ") and, in some downloads, a decimal part ("144.0"). */
const codeOf = (raw: string) => raw.trim().replace(/\.0+$/, '');

/** The country a reporter code or ISO names, for the refusal's words. */
export interface ForeignReporter {
  code: string;
  name: string;
}

/** Whose report the line is: undefined when Sri Lanka's (or the file does not say). */
function foreignReporter(cell: (field: Field) => string): ForeignReporter | undefined {
  const code = codeOf(cell('reporterCode'));
  if (code !== '') {
    if (Number(code) === SRI_LANKA_M49) return undefined;
    const country = /^\d+$/.test(code) ? countryOfM49(Number(code)) : undefined;
    return { code, name: country?.name ?? (cell('reporterDesc').trim() || `reporter ${code}`) };
  }
  const iso = cell('reporterISO').trim().toUpperCase();
  if (iso === '' || iso === 'LKA') return undefined;
  return { code: iso, name: nameOfIso3(iso) };
}

/**
 * One data row of a Comtrade file. A row that repeats others (the world total, a breakdown by second
 * partner, customs procedure or transport, the grand TOTAL) is returned with the reason it is set aside.
 */
export function parseComtradeLine(layout: Layout, cells: string[], lineNumber: number, type: CustomsType, checks: LineChecks): ParsedLine {
  const cell = (field: Field) => {
    const i = layout.index.get(field);
    return i === undefined ? '' : (cells[i] ?? '');
  };
  const foreign = foreignReporter(cell);
  if (foreign) return { ok: false, message: `Line ${lineNumber}: reporter ${foreign.name}`, problems: [], foreign };
  const legacy = layout.kind === 'COMTRADE_LEGACY';
  const rawFlow = codeOf(cell('flowCode')).toUpperCase();
  const flow = legacy ? (LEGACY_FLOWS[rawFlow] ?? rawFlow) : rawFlow;
  const expected = type === 'IMPORT' ? 'M' : 'X';
  if (flow !== expected) checks.add('FLOW', { value: rawFlow.slice(0, 10), expected, flow: type });

  // The period: refMonth 52 (or a legacy period of 4 digits) is the whole year.
  let month: number | null = null;
  if (legacy) {
    const period = codeOf(cell('period'));
    if (/^\d{6}$/.test(period)) month = checks.integer('period month', period.slice(4), 1, 12);
  } else {
    const rawMonth = codeOf(cell('refMonth'));
    if (rawMonth !== '' && Number(rawMonth) !== ANNUAL_MONTH) month = checks.integer('refMonth', rawMonth, 1, 12);
  }
  const year = checks.integer('refYear', codeOf(cell('refYear')), 1900, 2200) ?? 0;

  const code = codeOf(cell('cmdCode'));
  let setAside: SetAsideReason | null = null;
  if (code.toUpperCase() === 'TOTAL') setAside = 'TOTAL';
  else if (!/^(\d{2}|\d{4}|\d{6,8})$/.test(code)) checks.add('CMD_CODE', { value: code.slice(0, 20) });

  // The partner: M49 number to ISO 3166 alpha-3; 0 is the world, a total of the partners' lines.
  const partnerCode = codeOf(cell('partnerCode'));
  let partner = '';
  if (partnerCode !== '') {
    if (Number(partnerCode) === WORLD_M49) setAside ??= 'WORLD';
    else {
      const country = /^\d+$/.test(partnerCode) ? countryOfM49(Number(partnerCode)) : undefined;
      if (country) partner = country.iso3;
      else checks.add('PARTNER_M49', { value: partnerCode.slice(0, 10) });
    }
  } else if (cell('partnerISO').trim().toUpperCase() === 'W00') setAside ??= 'WORLD';
  else partner = checks.country('partnerISO', cell('partnerISO'));

  const breakdown =
    !isAll(codeOf(cell('partner2Code')), '0') ||
    !isAll(codeOf(cell('customsCode')).toUpperCase(), 'C00') ||
    !isAll(codeOf(cell('motCode')), '0') ||
    !isAll(codeOf(cell('mosCode')), '0');
  if (breakdown) setAside ??= 'BREAKDOWN';

  const quantity = checks.number('qty', cell('qty'), false);
  const unitCode = codeOf(cell('qtyUnitCode'));
  const unit = checks.text('qtyUnitAbbr', cell('qtyUnitAbbr'), 20, false) || (unitCode === KILOGRAMS ? 'kg' : '');

  // The value in US dollars: the primary value, else CIF (imports) or FOB (exports); which one is kept.
  const primary = checks.number('primaryValue', cell('primaryValue'), false);
  const cif = checks.number('cifvalue', cell('cifvalue'), false);
  const fob = checks.number('fobvalue', cell('fobvalue'), false);
  let value: number | null;
  let valueBasis: CustomsRow['valueBasis'];
  if (primary !== null) {
    value = primary;
    valueBasis = cif === primary ? 'CIF' : fob === primary ? 'FOB' : 'PRIMARY';
  } else {
    const [first, second] = type === 'IMPORT' ? [cif, fob] : [fob, cif];
    value = first ?? second;
    valueBasis = value === null ? null : value === cif ? 'CIF' : 'FOB';
    if (value === null) checks.add('VALUE_REQUIRED');
  }

  // Missing is not zero: a blank weight, or 0 beside a large value, is unknown, or the quantity when in kg.
  let netWeightKg = checks.number('netWgt', cell('netWgt'), false);
  let netWeightNote: CustomsRow['netWeightNote'] = null;
  const zeroWithValue = netWeightKg === 0 && (value ?? 0) >= ZERO_WEIGHT_MISSING_FROM_USD;
  if (netWeightKg === null || zeroWithValue) {
    if (unitCode === KILOGRAMS && quantity !== null && quantity > 0) {
      netWeightKg = quantity;
      netWeightNote = 'QUANTITY_KG';
    } else {
      netWeightKg = null;
      netWeightNote = zeroWithValue ? 'ZERO_WITH_VALUE' : 'UNKNOWN';
    }
  }

  const refusal = checks.refusal(lineNumber);
  if (refusal) return refusal;
  return {
    ok: true,
    setAside,
    row: {
      lineNumber,
      year,
      month,
      hsCode: code,
      description: checks.text('cmdDesc', cell('cmdDesc'), 500, false),
      partnerCountry: partner,
      quantity,
      quantityUnit: unit,
      netWeightKg,
      netWeightNote,
      value: value ?? 0,
      valueBasis,
      currency: 'USD',
      classification: codeOf(cell('classificationCode')).toUpperCase() || null,
    },
  };
}
