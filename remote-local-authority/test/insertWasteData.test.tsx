import { createQueryClient } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { wasteCollectionQuery } from '../src/common/api/getWasteCollection';
import { wasteFormOptionsQuery } from '../src/features/wasteData/api/initWasteForm';
import { useInsertWasteData } from '../src/features/wasteData/api/insertWasteData';
import { wasteSearchQuery } from '../src/common/api/searchWaste';
import { wasteRecordQuery } from '../src/features/wasteData/api/getWasteRecord';
import type { WasteDataInput } from '../src/features/wasteData/api/types';
import { wasteRecord } from './fixtures';

describe('a new waste record', () => {
  it('marks the lists, the dashboard and the form suggestions stale, and nothing else', async () => {
    const client = createQueryClient();
    const search = wasteSearchQuery({ pageStart: 0, pageSize: 25, pageSort: 'ASC' }, {}).queryKey;
    const stale: QueryKey[] = [search, wasteCollectionQuery(2026, {}).queryKey, wasteFormOptionsQuery({}).queryKey];
    const unchanged = wasteRecordQuery('other-record', {}).queryKey;
    for (const key of [...stale, unchanged]) client.setQueryData(key, {});
    const api = fakeApi(() => ({ status: 201, data: wasteRecord() }));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useInsertWasteData({}), { wrapper });

    const input: WasteDataInput = {
      frequencyType: 'DAILY',
      entryDate: '2026-05-04',
      plasticType: 'HARD',
      quantityUnit: 'MT_PER_DAY',
      collectedQuantity: 12.5,
      recoveredQuantity: 2,
      rejectedQuantity: 1,
      discardedQuantity: 0.5,
      recycledQuantityKg: 800,
    };
    await act(() => result.current.mutateAsync({ input, idempotencyKey: 'device-key-0001' }));

    expect(api.calls.map((call) => call.url)).toEqual(['/local-authority/insert/la-waste-data']);
    expect(api.calls[0].headers?.['Idempotency-Key']).toBe('device-key-0001');
    expect(stale.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
    expect(client.getQueryState(unchanged)?.isInvalidated).toBe(false);
    api.restore();
  });
});
