import { findRetired, recyclerOwner, standingOf } from '#corrections/repository';
import type { Queryable } from '#db/database';
import { findReturn } from './returns-repository';
import type { RecyclerReturnDetail, RecyclerReturnView } from './returns-schemas';

/** A return as its page shows it, current or retired by a correction, within the recycler's (null: anyone's); null when there is none. */
export async function findReturnView(db: Queryable, id: string, recyclerId: string | null): Promise<RecyclerReturnView | null> {
  const current = await findReturn(db, id, recyclerId);
  const retired = current ? null : await findRetired(db, 'RECYCLER_RETURN', id, recyclerId === null ? null : recyclerOwner(recyclerId));
  const found = current ?? (retired?.record as RecyclerReturnDetail | undefined);
  if (!found) return null;
  return { ...found, ...(await standingOf(db, 'RECYCLER_RETURN', found.id, retired)) };
}
