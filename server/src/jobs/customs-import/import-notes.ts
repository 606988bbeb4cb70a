import type { CustomsRow, NetWeightNote, SetAsideReason, ValueBasis } from './columns';

/**
 * What an import kept aside and how it read its figures, stored with the upload (customs_uploads.import_notes)
 * and said in its status: lines set aside by reason, net weights unknown or taken from the quantity in kg,
 * which value (primary, CIF, FOB) the lines carry and the HS versions the file is classified in.
 */
export interface ImportNotes {
  setAside: Partial<Record<SetAsideReason, number>>;
  netWeight: Partial<Record<NetWeightNote, number>>;
  valueBasis: Partial<Record<ValueBasis, number>>;
  classifications: string[];
}

export class ImportNotesCounter {
  readonly notes: ImportNotes = { setAside: {}, netWeight: {}, valueBasis: {}, classifications: [] };

  setAside(reason: SetAsideReason): void {
    this.notes.setAside[reason] = (this.notes.setAside[reason] ?? 0) + 1;
  }

  line(row: CustomsRow): void {
    if (row.netWeightNote) this.notes.netWeight[row.netWeightNote] = (this.notes.netWeight[row.netWeightNote] ?? 0) + 1;
    if (row.valueBasis) this.notes.valueBasis[row.valueBasis] = (this.notes.valueBasis[row.valueBasis] ?? 0) + 1;
    if (row.classification && !this.notes.classifications.includes(row.classification)) this.notes.classifications.push(row.classification);
  }

  setAsideCount(): number {
    return Object.values(this.notes.setAside).reduce((sum, n) => sum + n, 0);
  }
}

const SET_ASIDE_WORDS: Record<SetAsideReason, string> = {
  WORLD: 'world totals (partner 0)',
  BREAKDOWN: 'breakdown rows repeating their totals (second partner, customs procedure, mode of transport or supply)',
  AGGREGATE: 'chapter or heading totals of more detailed lines in the file',
  TOTAL: 'grand totals (TOTAL)',
};
const WEIGHT_WORDS: Record<NetWeightNote, string> = {
  UNKNOWN: 'net weight not reported (blank): stored as unknown',
  ZERO_WITH_VALUE: `net weight 0 beside a value of USD 10,000 or more: stored as unknown`,
  QUANTITY_KG: 'net weight not reported: the quantity in kilograms used in its place',
};

const count = (n: number) => n.toLocaleString('en');

/** The notes in English sentences (the status message; the browser words the structured notes). */
export function describeImportNotes(notes: ImportNotes | null | undefined): string {
  if (!notes) return '';
  const parts: string[] = [];
  const aside = Object.entries(notes.setAside) as [SetAsideReason, number][];
  if (aside.length > 0) parts.push(`set aside: ${aside.map(([reason, n]) => `${count(n)} ${SET_ASIDE_WORDS[reason]}`).join(', ')}`);
  for (const [note, n] of Object.entries(notes.netWeight) as [NetWeightNote, number][])
    parts.push(`${count(n)} with ${WEIGHT_WORDS[note]}`);
  const values = Object.entries(notes.valueBasis);
  if (values.length > 0) parts.push(`values in USD: ${values.map(([basis, n]) => `${count(n)} ${basis}`).join(', ')}`);
  if (notes.classifications.length > 0) parts.push(`classified in ${notes.classifications.join(', ')}`);
  return parts.length === 0 ? '' : `; ${parts.join('; ')}`;
}
