import { authorityOwner, findRetired, standingOf } from '#corrections/repository';
import type { Queryable } from '#db/database';
import { findLocalAuthorityInfo } from './repository';
import { findWasteRecord } from './waste-repository';
import type { WasteRecord, WasteRecordView } from './waste-schemas';

/**
 * A record by its id or waste ID as its page shows it, current or retired by a correction, within the authority
 * (null: any); null when there is none.
 */
export async function findWasteRecordView(
  db: Queryable,
  idOrWasteId: string,
  localAuthorityId: string | null,
): Promise<WasteRecordView | null> {
  const current = await findWasteRecord(db, idOrWasteId, localAuthorityId);
  const retired = current
    ? null
    : await findRetired(db, 'LA_WASTE', idOrWasteId, localAuthorityId === null ? null : authorityOwner(localAuthorityId));
  const record = current ?? (retired?.record as WasteRecord | undefined);
  if (!record) return null;
  const localAuthority = await findLocalAuthorityInfo(db, record.localAuthorityId);
  if (!localAuthority) return null;
  // A record retired before migration 0028 was kept without the MSW field: not reported.
  return {
    ...record,
    mswCollectedKg: record.mswCollectedKg ?? null,
    localAuthority,
    ...(await standingOf(db, 'LA_WASTE', record.id, retired)),
  };
}
