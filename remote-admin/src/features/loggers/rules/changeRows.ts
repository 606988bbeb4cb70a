export interface ChangeRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** A value as it is shown: by default as stored (JSON where it is not text); the page passes its words and units. */
export type SayValue = (field: string, value: unknown) => string;

const asStored: SayValue = (_, value) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entry's before and after side by side, field by field (a whole value when either is not a record). */
export function changeRows(before: unknown, after: unknown, say: SayValue = asStored): ChangeRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return [
      {
        field: '',
        before: say('', before ?? undefined),
        after: say('', after ?? undefined),
        changed: asStored('', before) !== asStored('', after),
      },
    ];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.map((field) => ({
    field,
    before: say(field, from[field]),
    after: say(field, to[field]),
    changed: asStored(field, from[field]) !== asStored(field, to[field]),
  }));
}
