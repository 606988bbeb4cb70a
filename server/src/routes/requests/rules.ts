import { ROLE } from '#auth/roles';
import { AppError } from '#errors';

/** Admins answer the authorities' requests; super admins too (spec section 2). */
export const REQUEST_HANDLERS = [ROLE.ADMIN, ROLE.SUPER_ADMIN];

export const STATUS = { NEW: 0, SEEN: 1, COMPLETED: 2, DISCARDED: 3 } as const;
export const OPEN_STATUSES = [STATUS.NEW, STATUS.SEEN] as const;

/** Why a request cannot be handled again: said with what happened to it. */
export function alreadyHandled(status: number): AppError {
  const what = status === STATUS.COMPLETED ? 'completed' : 'discarded';
  return new AppError(
    409,
    'REQUEST_ALREADY_HANDLED',
    `This request has already been ${what}; it cannot be completed or discarded again`,
  ).because(status === STATUS.COMPLETED ? 'COMPLETED' : 'DISCARDED');
}
