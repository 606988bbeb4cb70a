import { createQueryClient } from '../src/query/queryClient';
import { scopeCacheToSession } from '../src/query/SessionQueryClientProvider';
import { USER_SCOPED } from '../src/query/sessionIdentity';
import { loggedUserAtom, sessionStore } from '../src/session/store';
import { COLOMBO } from '../src/testing/colomboSession';
import { testUser } from '../src/testing/remoteModule';

const superAdmin = testUser('005');

function cacheWithBothKinds() {
  const client = createQueryClient();
  client.setQueryData(['/local-authority/search-waste', 'LG-11001'], { rows: [], total: 0 });
  client
    .getQueryCache()
    .build(client, { queryKey: ['/local-authority/search-la', 'picker', 's'], meta: USER_SCOPED })
    .setData([{ id: 'LG-11001' }]);
  return client;
}

const cached = (client: ReturnType<typeof createQueryClient>) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0]);

describe('the query cache follows the session (no data leaks between identities)', () => {
  beforeEach(() => sessionStore.set(loggedUserAtom, superAdmin));

  it('a role switch drops what the acting role saw and keeps the user-scoped picker lists', () => {
    const client = cacheWithBothKinds();
    const stop = scopeCacheToSession(client);
    sessionStore.set(loggedUserAtom, { ...superAdmin, defaultRole: '003', selectedLocalAuthority: COLOMBO });
    expect(cached(client)).toEqual(['/local-authority/search-la']);
    stop();
  });

  it('sign-out empties the cache', () => {
    const client = cacheWithBothKinds();
    const stop = scopeCacheToSession(client);
    sessionStore.set(loggedUserAtom, null);
    expect(cached(client)).toEqual([]);
    stop();
  });

  it('another user empties the cache; the same identity set again keeps it', () => {
    const client = cacheWithBothKinds();
    const stop = scopeCacheToSession(client);
    sessionStore.set(loggedUserAtom, { ...superAdmin });
    expect(cached(client)).toHaveLength(2);
    sessionStore.set(loggedUserAtom, { ...superAdmin, id: 'other' });
    expect(cached(client)).toEqual([]);
    stop();
  });
});
