import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../api/contract';
import { apiGetQuery } from '../../api/request';

export type Reconciliation = ApiResponse<'/mfa/reconciliation', 'get'>;
export type ReconciledFlow = Reconciliation['flows'][number];
export type ReconciliationLevel = 'AUTHORITY' | 'DISTRICT' | 'PROVINCE' | 'NATIONAL';

/** An area's flows reconciled with their uncertainty (server/src/mfa/reconciliation/README.md). */
export const useReconciliation = (year: number, level: ReconciliationLevel, id?: string) =>
  useQuery(apiGetQuery('/mfa/reconciliation', { query: { year, level, ...(id ? { id } : {}) } }));
