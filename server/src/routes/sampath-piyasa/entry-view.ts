import { authorityOwner, findRetired, standingOf } from '#corrections/repository';
import type { Queryable } from '#db/database';
import { findLocalAuthorityInfo } from '#routes/local-authority/repository';
import { findEntry } from './entry-repository';
import type { Entry, EntryView } from './schemas';

/** An entry as its page shows it, current or retired by a correction, within the authority (null: any); null when there is none. */
export async function findEntryView(db: Queryable, id: string, localAuthorityId: string | null): Promise<EntryView | null> {
  const current = await findEntry(db, id, localAuthorityId);
  const retired = current
    ? null
    : await findRetired(db, 'CENTRE_WASTE', id, localAuthorityId === null ? null : authorityOwner(localAuthorityId));
  const entry = current ?? (retired?.record as Entry | undefined);
  if (!entry) return null;
  const localAuthority = await findLocalAuthorityInfo(db, entry.localAuthorityId);
  if (!localAuthority) return null;
  return { ...entry, localAuthority, ...(await standingOf(db, 'CENTRE_WASTE', entry.id, retired)) };
}
