import { ApiImageError, apiImage } from '../src/api/image';
import { fakeApi } from '../src/testing';

describe('a picture the server draws, as a data URL', () => {
  it('reads the blob answer into a data URL an <img> can show', async () => {
    const api = fakeApi(() => ({ status: 200, data: new Blob(['<svg/>'], { type: 'image/svg+xml' }) }));
    await expect(apiImage('get', '/mfa/diagram-la', { query: { year: 2025, lang: 'si' } })).resolves.toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
    expect(api.calls[0]).toMatchObject({ url: '/mfa/diagram-la', params: { year: 2025, lang: 'si' }, responseType: 'blob' });
    api.restore();
  });

  it('says whether the fetch or the conversion failed, with the server message where it sent one', async () => {
    const api = fakeApi(() => ({ status: 503 }));
    const failure = await apiImage('post', '/mfa/search-mfa', { body: { level: 'NATIONAL', year: 2025, lang: 'en' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiImageError);
    expect(failure).toMatchObject({ kind: 'fetch', serverMessage: null });
    api.restore();
  });
});
