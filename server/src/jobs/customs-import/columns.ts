import countries from 'i18n-iso-countries';
import { COMTRADE_REQUIRED, comtradeLayoutOf, parseComtradeLine, type ForeignReporter } from './comtrade';
import { lineMessage, type Problem, type ProblemCode, type ProblemParams } from './import-problems';

export const CUSTOMS_TYPES = ['IMPORT', 'EXPORT'] as const;
export type CustomsType = (typeof CUSTOMS_TYPES)[number];

/** The product's own header, in this order. */
export const PRODUCT_COLUMNS = [
  'year',
  'month',
  'hsCode',
  'description',
  'partnerCountry',
  'quantity',
  'quantityUnit',
  'netWeightKg',
  'value',
  'currency',
] as const;

export type FileLayout = 'PRODUCT' | 'COMTRADE' | 'COMTRADE_LEGACY';

export const WRONG_HEADER: Problem = {
  code: 'WRONG_HEADER',
  params: { product: PRODUCT_COLUMNS.join(','), comtrade: COMTRADE_REQUIRED.join(', ') },
};

/** A valid line, ready to stage. */
export interface CustomsRow {
  lineNumber: number;
  year: number;
  month: number | null;
  hsCode: string;
  description: string;
  partnerCountry: string;
  quantity: number | null;
  quantityUnit: string;
  /** Null: unknown (netWeightNote says why). */
  netWeightKg: number | null;
  netWeightNote: NetWeightNote | null;
  value: number;
  /** Which value a Comtrade line's is (primary, CIF or FOB); null for the product's own layout. */
  valueBasis: ValueBasis | null;
  currency: string;
  /** The HS version a Comtrade line is classified in (H0 to H6); null when the file does not say. */
  classification: string | null;
}

/** Why a Comtrade net weight is not the reported figure: unknown (blank, or 0 beside a large value) or the quantity in kg. */
export type NetWeightNote = 'UNKNOWN' | 'ZERO_WITH_VALUE' | 'QUANTITY_KG';
export type ValueBasis = 'PRIMARY' | 'CIF' | 'FOB';
/** A line that repeats others and is not imported: the world total, a breakdown, an aggregate of detailed lines, TOTAL. */
export type SetAsideReason = 'WORLD' | 'BREAKDOWN' | 'AGGREGATE' | 'TOTAL';

export interface Layout {
  kind: FileLayout;
  /** Column name to its position in the row. */
  index: Map<string, number>;
}

/** Which layout a header row is, or null when it is neither. */
export function layoutOf(header: string[]): Layout | null {
  const names = header.map((cell) => cell.trim().replace(/^\uFEFF/, ''));
  const index = new Map(names.map((name, i) => [name, i]));
  if (names.length === PRODUCT_COLUMNS.length && PRODUCT_COLUMNS.every((name, i) => names[i] === name)) return { kind: 'PRODUCT', index };
  return comtradeLayoutOf(names);
}

const MAX_AMOUNT = 1e15;

/** The problems found on one line, and the checks that find them. */
export class LineChecks {
  readonly problems: Problem[] = [];
  add(code: ProblemCode, params: ProblemParams = {}) {
    this.problems.push({ code, params });
  }

  /** The line refused with what was found, or null when nothing was. */
  refusal(lineNumber: number): { ok: false; message: string; problems: Problem[] } | null {
    return this.problems.length === 0 ? null : { ok: false, message: lineMessage(lineNumber, this.problems), problems: this.problems };
  }

  number(name: string, raw: string, required: boolean): number | null {
    const trimmed = raw.trim();
    // Thousands separators are dropped; most numbers have none, and the replace was a third of the checking time.
    const text = trimmed.includes(',') ? trimmed.replace(/,/g, '') : trimmed;
    if (text === '') {
      if (required) this.add('REQUIRED', { field: name });
      return null;
    }
    const value = Number(text);
    if (!/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text) || !Number.isFinite(value)) {
      this.add('NOT_A_NUMBER', { field: name, value: raw.trim().slice(0, 40) });
      return null;
    }
    if (value < 0 || value > MAX_AMOUNT) {
      this.add('OUT_OF_RANGE', { field: name, max: MAX_AMOUNT });
      return null;
    }
    return value;
  }

  integer(name: string, raw: string, min: number, max: number): number | null {
    const text = raw.trim();
    if (!/^\d{1,4}$/.test(text) || Number(text) < min || Number(text) > max) {
      this.add('NOT_WHOLE_NUMBER', { field: name, value: text.slice(0, 20), min, max });
      return null;
    }
    return Number(text);
  }

  hsCode(name: string, raw: string): string {
    const text = raw.trim();
    if (!/^\d{6,8}$/.test(text)) this.add('HS_CODE_DIGITS', { field: name, value: text.slice(0, 20) });
    return text;
  }

  country(name: string, raw: string): string {
    const text = raw.trim().toUpperCase();
    if (text === 'W00') this.add('WORLD_PARTNER', { field: name });
    else if (!countries.isValid(text) || text.length !== 3) this.add('NOT_A_COUNTRY', { field: name, value: text.slice(0, 20) });
    return text;
  }

  text(name: string, raw: string, maxLength: number, required: boolean): string {
    const text = raw.trim();
    if (required && text === '') this.add('REQUIRED', { field: name });
    if (text.length > maxLength) this.add('TOO_LONG', { field: name, max: maxLength });
    return text;
  }
}

/** A line to write (or to set aside, with why), or its problems; `foreign`: another country's report. */
export type ParsedLine =
  | { ok: true; row: CustomsRow; setAside: SetAsideReason | null }
  | { ok: false; message: string; problems: Problem[]; foreign?: ForeignReporter };

/** One data row of the file checked against its layout; `lineNumber` counts the header as line 1. */
export function parseLine(layout: Layout, cells: string[], lineNumber: number, type: CustomsType): ParsedLine {
  const cell = (name: string) => {
    const i = layout.index.get(name);
    return i === undefined ? '' : (cells[i] ?? '');
  };
  const errors = new LineChecks();
  if (layout.kind !== 'PRODUCT') return parseComtradeLine(layout, cells, lineNumber, type, errors);
  if (cells.length !== PRODUCT_COLUMNS.length) errors.add('FIELD_COUNT', { fields: cells.length, expected: PRODUCT_COLUMNS.length });
  const month = cell('month').trim();
  const row: CustomsRow = {
    lineNumber,
    year: errors.integer('year', cell('year'), 1900, 2200) ?? 0,
    month: month === '' ? null : errors.integer('month', month, 1, 12),
    hsCode: errors.hsCode('hsCode', cell('hsCode')),
    description: errors.text('description', cell('description'), 500, false),
    partnerCountry: errors.country('partnerCountry', cell('partnerCountry')),
    quantity: errors.number('quantity', cell('quantity'), false),
    quantityUnit: errors.text('quantityUnit', cell('quantityUnit'), 20, false),
    netWeightKg: errors.number('netWeightKg', cell('netWeightKg'), true) ?? 0,
    netWeightNote: null,
    value: errors.number('value', cell('value'), true) ?? 0,
    valueBasis: null,
    currency: errors.text('currency', cell('currency'), 3, true).toUpperCase(),
    classification: null,
  };
  if (row.currency !== '' && !/^[A-Z]{3}$/.test(row.currency)) errors.add('CURRENCY', { value: row.currency });
  return errors.refusal(lineNumber) ?? { ok: true, row, setAside: null };
}
