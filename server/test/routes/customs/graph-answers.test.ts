import type { Queryable } from '#db/database';
import { graphAnswer } from '#routes/customs/graph-answers';

/** A database that answers only the version query, with whatever version the test sets. */
function versionedDatabase() {
  const state = { version: 'v1' };
  const db: Queryable = {
    query: async <T>() => ({ rows: [{ version: state.version }] as T[] }) as never,
    exec: async () => undefined,
  };
  return { db, state };
}

describe('graphAnswer', () => {
  it('sums once for questions asked while the sums run, and again once the version changes', async () => {
    const { db, state } = versionedDatabase();
    let sums = 0;
    const sum = async () => {
      sums += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { tonnes: sums };
    };
    const answers = await Promise.all([1, 2, 3].map(() => graphAnswer(db, 'statistics 2024', sum)));
    expect(answers).toEqual([{ tonnes: 1 }, { tonnes: 1 }, { tonnes: 1 }]);
    expect(await graphAnswer(db, 'statistics 2025', sum)).toEqual({ tonnes: 2 });
    state.version = 'v2';
    expect(await graphAnswer(db, 'statistics 2024', sum)).toEqual({ tonnes: 3 });
    expect(sums).toBe(3);
  });

  it('keeps no failed summing', async () => {
    const { db } = versionedDatabase();
    await expect(graphAnswer(db, 'partners', () => Promise.reject(new Error('lost connection')))).rejects.toThrow('lost connection');
    expect(await graphAnswer(db, 'partners', async () => 'summed')).toBe('summed');
  });
});
