import { ROLE } from '#auth/roles';
import type { Queryable } from '#db/database';
import { AppError, notFound } from '#errors';
import { recyclerExists } from '../recycler/repository';
import { localAuthorityExists } from '../local-authority/repository';
import type { NewAccountBody } from './schemas';

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

/** A local authority account acts for an existing authority, a recycler account for an existing recycler. */
export async function checkNewAccount(db: Queryable, account: Omit<NewAccountBody, 'password'>): Promise<void> {
  if (!account.roles.includes(account.defaultRole)) throw invalid('defaultRole must be one of roles');
  if (account.roles.includes(ROLE.LOCAL_AUTHORITY) && account.localAuthorityId === undefined) {
    throw invalid(`localAuthorityId is required for role ${ROLE.LOCAL_AUTHORITY}`);
  }
  if (account.roles.includes(ROLE.RECYCLER) && account.recyclerId === undefined) {
    throw invalid(`recyclerId is required for role ${ROLE.RECYCLER}`);
  }
  if (account.localAuthorityId !== undefined && !(await localAuthorityExists(db, account.localAuthorityId))) {
    throw notFound(`Local authority ${account.localAuthorityId} not found`);
  }
  if (account.recyclerId !== undefined && !(await recyclerExists(db, account.recyclerId))) {
    throw notFound(`Recycler ${account.recyclerId} not found`);
  }
}
