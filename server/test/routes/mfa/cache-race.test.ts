import type { Queryable } from '#db/database';
import { findAuthorities } from '#routes/mfa/repository';
import { authorityResults, mfaStoresSettled } from '#routes/mfa/service';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { insertWaste, range } from '#test/helpers/waste-data';

/**
 * The cache's race, reproduced step by step: the computation reads its inputs, then (before it stores its
 * result) a write commits through the API, then the computation stores. The next read must see the write.
 * `pausing` runs `write` right after the computation's first query that matches `when` has answered.
 */
function pausing(db: Queryable, when: string, write: () => Promise<void>): Queryable & { raced: () => boolean } {
  let raced = false;
  return {
    raced: () => raced,
    exec: (script) => db.exec(script),
    async query<T>(sql: string, params?: unknown[]) {
      const result = await db.query<T>(sql, params);
      if (!raced && sql.includes(when)) {
        raced = true;
        await write();
      }
      return result;
    },
  };
}

describe('the MFA cache when an input changes during a computation', () => {
  const app = useTestApp();
  const colombo = async () => (await findAuthorities(app().db, { localAuthorityId: 'LG-11001' }))[0];

  it('recomputes after a waste record committed between reading the records and storing the result', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    const racing = pausing(app().db, 'FROM la_waste_year_sums', async () => {
      const insert = await insertWaste(
        app(),
        accessToken,
        range('2023-01-01', '2023-12-31', {
          collectedQuantity: 2,
          recoveredQuantity: 0,
          rejectedQuantity: 0,
          discardedQuantity: 1,
          recycledQuantityKg: 0,
        }),
      );
      expect(insert.statusCode).toBe(201);
    });
    const [during] = await authorityResults(racing, 2023, [await colombo()]);
    expect(racing.raced()).toBe(true);
    // Computed from the inputs as they were when read: no records yet.
    expect(during.result.estimated).toBe(true);

    const [after] = await authorityResults(app().db, 2023, [await colombo()]);
    expect(after.result.estimated).toBe(false);
    expect(after.result.totals.collectedKg).toBeCloseTo(2000 * 365, 3);
    // And the stored row is the recomputed one: the stale result was refused, not stored over it.
    await mfaStoresSettled();
    const stored = await app().db.query<{ result: { totals: { collectedKg: number } } }>(
      `SELECT result FROM mfa_results WHERE local_authority_id = 'LG-11001' AND year = 2023`,
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].result.totals.collectedKg).toBeCloseTo(2000 * 365, 3);
  });

  it('recomputes after a national parameter saved between reading the parameters and storing the result', async () => {
    const { accessToken } = await login(app(), DEMO.superAdmin);
    const [before] = await authorityResults(app().db, 2022, [await colombo()]);
    await mfaStoresSettled();
    await app().db.query('DELETE FROM mfa_results');
    const racing = pausing(app().db, 'FROM mfa_parameters', async () => {
      const write = await app().inject({
        method: 'POST',
        url: '/api/v1/mfa/leakage-parameters',
        payload: { changes: [{ parameter: 'generationRate', value: 1.6 }] },
        headers: bearer(accessToken),
      });
      expect(write.statusCode).toBe(200);
    });
    const [during] = await authorityResults(racing, 2022, [await colombo()]);
    expect(racing.raced()).toBe(true);
    expect(during.result.totals.generatedKg).toBeCloseTo(before.result.totals.generatedKg, 3);

    const [after] = await authorityResults(app().db, 2022, [await colombo()]);
    // Colombo MC's default is 0.8 kg/person/day; the national 1.6 replaces it.
    expect(after.result.totals.generatedKg).toBeCloseTo(before.result.totals.generatedKg * 2, 3);
  });

  it('keeps a result computed before a write from being used after it, even when stored after the write', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    const [first] = await authorityResults(app().db, 2021, [await colombo()]);
    expect(first.result.estimated).toBe(true);
    const insert = await insertWaste(
      app(),
      accessToken,
      range('2021-01-01', '2021-12-31', {
        collectedQuantity: 1,
        recoveredQuantity: 0,
        rejectedQuantity: 0,
        discardedQuantity: 1,
        recycledQuantityKg: 0,
      }),
    );
    expect(insert.statusCode).toBe(201);
    const [after] = await authorityResults(app().db, 2021, [await colombo()]);
    expect(after.result.totals.collectedKg).toBeCloseTo(1000 * 365, 3);
  });
});
