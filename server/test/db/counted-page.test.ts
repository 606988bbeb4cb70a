import type { Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';

/** A database whose statements answer only when the test says so, recording the order they were asked in. */
function heldDatabase() {
  const asked: string[] = [];
  const answers: Array<() => void> = [];
  const db: Queryable = {
    query: <T>(sql: string) =>
      new Promise((resolve) => {
        asked.push(sql);
        const rows = sql.startsWith('SELECT count') ? [{ total: 42 }] : [{ id: 'a' }, { id: 'b' }];
        answers.push(() => resolve({ rows: rows as T[] } as never));
      }),
    exec: () => Promise.resolve(),
  };
  return { db, asked, answerAll: () => answers.splice(0).forEach((answer) => answer()) };
}

describe('countedPage', () => {
  it('asks for the count and the page together, not one after the other', async () => {
    const { db, asked, answerAll } = heldDatabase();
    const result = countedPage<{ id: string }>(
      db,
      { sql: 'SELECT count(*) AS total FROM t WHERE x = $1', params: [1] },
      { sql: 'SELECT id FROM t WHERE x = $1 LIMIT $2', params: [1, 25] },
    );
    await Promise.resolve();
    // Both statements are waiting for the database before either has answered.
    expect(asked).toHaveLength(2);
    answerAll();
    await expect(result).resolves.toEqual({ rows: [{ id: 'a' }, { id: 'b' }], total: 42 });
  });
});
