export interface ChangeRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const shown = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entry's before and after side by side, field by field (a whole value when either is not a record). */
export function changeRows(before: unknown, after: unknown): ChangeRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return [{ field: '', before: shown(before ?? undefined), after: shown(after ?? undefined), changed: shown(before) !== shown(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.map((field) => {
    const left = shown(from[field]);
    const right = shown(to[field]);
    return { field, before: left, after: right, changed: left !== right };
  });
}
