import { apiCall, apiGetQuery, apiPostQuery, apiUrl } from '../src/api/request';
import { fakeApi } from '../src/testing';

describe('one call of the API, typed by the generated contract', () => {
  it('fills the path, sends the query and the body, and answers what the server sent', async () => {
    const api = fakeApi(() => ({ status: 200, data: { id: 'WD-1' } }));
    const record = await apiCall('get', '/local-authority/waste-view/{id}', { path: { id: 'WD-LG-11001-000001' } });
    expect(record).toEqual({ id: 'WD-1' });
    expect(api.calls[0]).toMatchObject({ method: 'get', url: '/local-authority/waste-view/WD-LG-11001-000001' });
    await apiCall('post', '/customs/search', { query: { type: 'IMPORT' }, body: { pageStart: 0, pageSize: 25, pageSort: 'ASC' } });
    expect(api.calls[1]).toMatchObject({ method: 'post', url: '/customs/search', params: { type: 'IMPORT' } });
    expect(JSON.parse(String(api.calls[1].data))).toEqual({ pageStart: 0, pageSize: 25, pageSort: 'ASC' });
    api.restore();
  });

  it('goes through the one client: its scope guard still refuses an authority id a user may not send', async () => {
    const api = fakeApi(() => ({ status: 200, data: {} }));
    await expect(apiCall('get', '/mfa/leakage-parameters', { query: { localAuthorityId: 'LG-11001' } })).rejects.toThrow(
      'Unauthorized: localAuthorityId can only be used by super admin impersonating local authority',
    );
    expect(api.calls).toEqual([]);
    api.restore();
  });

  it('encodes a path value, and refuses to call a path whose value is missing', () => {
    expect(apiUrl('/customs/status/{jobId}', { jobId: 'a/b c' })).toBe('/customs/status/a%2Fb%20c');
    expect(() => apiUrl('/customs/status/{jobId}')).toThrow('/customs/status/{jobId} needs its jobId');
  });

  it('keys a read by its path first, so that a write can name the reads it changes', () => {
    expect(apiGetQuery('/mfa/leakage-parameters', { query: { year: 2025 } }).queryKey).toEqual([
      '/mfa/leakage-parameters',
      {},
      { year: 2025 },
    ]);
    expect(apiPostQuery('/recycler/national-graph', { fromYear: 2024, toYear: 2025 }).queryKey).toEqual([
      '/recycler/national-graph',
      {},
      {},
      { fromYear: 2024, toYear: 2025 },
    ]);
  });

  it('takes only what the contract allows', () => {
    // @ts-expect-error: /users/me answers GET, not POST.
    expect(() => apiPostQuery('/users/me', {})).toBeDefined();
    // @ts-expect-error: the leakage parameters take no such query.
    expect(() => apiGetQuery('/mfa/leakage-parameters', { query: { colour: 'red' } })).toBeDefined();
  });
});
