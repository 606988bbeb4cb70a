import { fieldRefused } from '#errors';
import type { MasterDataEntry } from '../master-data-schemas';

/** 'YYYY-MM' of this month in Sri Lanka: later months are refused. */
export function checkMonth(month: string, colomboToday: string): void {
  const [year, monthNumber] = month.split('-').map(Number);
  if (monthNumber < 1 || monthNumber > 12 || year < 2000) throw fieldRefused('body.month', `${month} is not a month`, 'VALIDATION');
  if (month > colomboToday.slice(0, 7)) throw fieldRefused('body.month', 'The month cannot be in the future', 'VALIDATION');
}

/**
 * Each line names a current entry of its list, once. A refusal names the line's field as the form has it
 * (`body.intake.0.sourceId`).
 */
export function checkLines<Key extends string>(
  list: string,
  key: Key,
  lines: readonly Record<Key, string>[],
  entries: Map<string, MasterDataEntry>,
): void {
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const id = line[key];
    const field = `body.${list}.${index}.${key}`;
    const entry = entries.get(id);
    if (!entry) throw fieldRefused(field, `Unknown entry ${id}: choose one of the list`, 'VALIDATION');
    if (entry.retired) throw fieldRefused(field, `'${entry.name}' is retired: choose a current entry`, 'VALIDATION');
    if (seen.has(id)) throw fieldRefused(field, `'${entry.name}' is listed twice`, 'VALIDATION');
    seen.add(id);
  }
}
