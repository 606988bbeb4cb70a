import type { ApiBody } from '@waste/shared';

export type RecyclerStatus = ApiBody<'/recycler/save-recycler', 'post'>['status'];

export const RECYCLER_STATUSES = ['ACTIVE', 'SUSPENDED', 'CLOSED'] as const satisfies readonly RecyclerStatus[];
