import { colomboToday } from '#dates/colombo-today';
import type { Queryable } from '#db/database';
import { fieldRefused } from '#errors';
import { findEntries } from '../master-data-repository';
import type { MasterDataEntry } from '../master-data-schemas';
import type { ReturnBody } from '../returns-schemas';
import { massBalance, unbalanced } from './mass-balance';

/** 'YYYY-MM' of this month in Sri Lanka: later months are refused. */
function checkMonth(month: string, today: string, prefix: string): void {
  const [year, monthNumber] = month.split('-').map(Number);
  const field = `body.${prefix}month`;
  if (monthNumber < 1 || monthNumber > 12 || year < 2000)
    throw fieldRefused(field, `${month} is not a month`, 'VALIDATION').because('NOT_A_MONTH', { month });
  if (month > today.slice(0, 7)) throw fieldRefused(field, 'The month cannot be in the future', 'VALIDATION').because('FUTURE_MONTH');
}

/**
 * Each line names a current entry of its list, once. A refusal names the line's field as the form has it
 * (`body.intake.0.sourceId`).
 */
function checkLines<Key extends string>(
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
    if (!entry) throw fieldRefused(field, `Unknown entry ${id}: choose one of the list`, 'VALIDATION').because('UNKNOWN_ENTRY');
    if (entry.retired)
      throw fieldRefused(field, `'${entry.name}' is retired: choose a current entry`, 'VALIDATION').because('RETIRED_ENTRY', {
        name: entry.name,
      });
    if (seen.has(id))
      throw fieldRefused(field, `'${entry.name}' is listed twice`, 'VALIDATION').because('LISTED_TWICE', { name: entry.name });
    seen.add(id);
  }
}

/**
 * The save's rules of a return beyond its schema: a month not in the future, lines naming current entries of their
 * lists, and the mass balance. `prefix` places the return in the body (`replacement.` in a correction).
 */
export async function checkReturn(db: Queryable, body: ReturnBody, prefix = ''): Promise<void> {
  checkMonth(body.month, colomboToday(), prefix);
  checkLines(`${prefix}intake`, 'sourceId', body.intake, await findEntries(db, 'plasticSources'));
  const products = body.plasticType === 'HARD' ? 'hardPlasticProductTypes' : 'softPlasticProductTypes';
  checkLines(`${prefix}output`, 'productTypeId', body.output, await findEntries(db, products));
  checkLines(`${prefix}rejected`, 'destinationId', body.rejected, await findEntries(db, 'plasticRejectedDestinations'));
  const balance = massBalance(body);
  if (!balance.balanced) throw unbalanced(balance);
}
