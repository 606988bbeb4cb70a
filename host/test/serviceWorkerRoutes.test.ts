import { handlingOf } from '../src/sw/routes';

const at = (path: string) => new URL(path, 'https://waste.example.lk');

describe('what the service worker keeps (ADR 0273)', () => {
  it('keeps only the wizards’ reference reads among API answers, never auth or personal data', () => {
    expect(handlingOf(at('/api/v1/local-authority/init-waste-form?localAuthorityId=11001'), false)).toBe('reference-data');
    expect(handlingOf(at('/api/v1/sampath-piyasa/init-waste-form'), false)).toBe('reference-data');
    for (const path of ['/api/v1/auth/authenticate', '/api/v1/auth/refresh', '/api/v1/users/me', '/api/v1/local-authority/search-waste']) {
      expect(handlingOf(at(path), false)).toBe('network');
    }
  });

  it('answers pages from the network, with the precached page offline', () => {
    expect(handlingOf(at('/wasteData/addData'), true)).toBe('page');
  });

  it('takes content-hashed files from its cache and every other file from the network first', () => {
    expect(handlingOf(at('/1038.1e7a024617.js'), false)).toBe('hashed-file');
    expect(handlingOf(at('/remotes/remote-local-authority/1.4.0/512.0a1b2c3d4e.js'), false)).toBe('hashed-file');
    // The registry decides which remote loads: never a kept copy while the server answers.
    for (const path of ['/main.js', '/remotes/registry.json', '/remotes/remote-local-authority/1.4.0/remoteEntry.js']) {
      expect(handlingOf(at(path), false)).toBe('file');
    }
  });
});
