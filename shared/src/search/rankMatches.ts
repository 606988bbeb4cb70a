/**
 * How a picker's search orders what it finds (issue 39 rule 4, docs/adr/0262): every row that contains the typed
 * text in one of its fields still matches (spec section 5: a case-insensitive substring filter), but an exact
 * match comes first, then a name that starts with the text, then one with a word that starts with it, then any
 * other ("galle" lists Galle MC and Galle Four Gravets PS before Kegalle MC). Fields come in tiers, tried in
 * order: a match on a row's own name (in any of its three languages) outranks one on its district or province.
 * Rows that match equally keep the order they came in.
 */

/** An exact match, a prefix of the whole text, a prefix of one of its words, anywhere inside it. */
export const MATCH_KIND = ['exact', 'prefix', 'wordPrefix', 'contains'] as const;

/** A field's text, or none: a row's Sinhala or Tamil name may be missing. */
type FieldText = string | null | undefined;

/** Lower case, one form of each letter (NFC, so that a Sinhala or Tamil name typed another way compares equal), single spaces. */
function normalised(text: string): string {
  return text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');
}

const WORD_START = /[\s\p{P}]+/u;

/** The index in MATCH_KIND of how `text` matches `needle` (both normalised), or -1 when it does not contain it. */
export function matchKind(text: string, needle: string): number {
  const position = text.indexOf(needle);
  if (position < 0) return -1;
  if (text === needle) return 0;
  if (position === 0) return 1;
  if (text.split(WORD_START).some((word) => word.startsWith(needle))) return 2;
  return 3;
}

/** The row's best score (lower is better), or -1 when no field contains the text. */
function score(tiers: FieldText[][], needle: string): number {
  let best = -1;
  tiers.forEach((fields, tier) => {
    for (const field of fields) {
      if (!field) continue;
      const kind = matchKind(normalised(field), needle);
      const value = kind < 0 ? -1 : tier * MATCH_KIND.length + kind;
      if (value >= 0 && (best < 0 || value < best)) best = value;
    }
  });
  return best;
}

/**
 * The rows whose fields contain `query`, best matches first; every row, in its order, when nothing is typed.
 * `tiers` gives a row's fields, most telling first: `(row) => [[row.name, row.nameSi, row.nameTa], [row.district]]`.
 */
export function rankMatches<T>(rows: readonly T[], query: string, tiers: (row: T) => FieldText[][]): T[] {
  const needle = normalised(query);
  if (!needle) return [...rows];
  return rows
    .map((row, index) => ({ row, index, score: score(tiers(row), needle) }))
    .filter((entry) => entry.score >= 0)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((entry) => entry.row);
}
