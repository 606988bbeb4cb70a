import { findReportedYears, sumReportedYearsFromRecords } from '#routes/mfa/repository';
import { DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { insertWaste, range } from '#test/helpers/waste-data';

/** `la_waste_year_sums` (kept by the statements that write records) equals the sums over the records. */
describe('the yearly sums of waste records the MFA reads', () => {
  const app = useTestApp();

  const expectSumsMatch = async (years: number[]) => {
    for (const year of years) {
      const kept = await findReportedYears(app().db, year, null);
      const summed = await sumReportedYearsFromRecords(app().db, year, null);
      expect({ year, ids: [...kept.keys()].sort() }).toEqual({ year, ids: [...summed.keys()].sort() });
      for (const [id, sum] of summed) {
        const mine = kept.get(id)!;
        expect({ year, id, coveredDays: mine.coveredDays, records: mine.records }).toEqual({
          year,
          id,
          coveredDays: sum.coveredDays,
          records: sum.records,
        });
        for (const key of ['collectedKg', 'recoveredKg', 'recycledKg', 'rejectedKg', 'discardedKg'] as const)
          expect(mine[key]).toBeCloseTo(sum[key], 6);
      }
    }
  };

  it('follows inserts across a year boundary, updates, deletes and a bulk insert', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    for (const [start, end, plasticType] of [
      ['2023-07-01', '2024-06-29', 'HARD'],
      ['2024-07-01', '2024-12-31', 'HARD'],
      ['2024-01-01', '2024-03-31', 'SOFT'],
    ]) {
      const insert = await insertWaste(
        app(),
        accessToken,
        range(start, end, {
          plasticType,
          collectedQuantity: 1.5,
          recoveredQuantity: 0.2,
          rejectedQuantity: 0.1,
          discardedQuantity: 1,
          recycledQuantityKg: 123,
        }),
      );
      expect(insert.statusCode).toBe(201);
    }
    await expectSumsMatch([2023, 2024, 2025]);
    const before = (await findReportedYears(app().db, 2024, ['LG-11001'])).get('LG-11001')!;
    expect(before.records).toBe(3);
    expect(before.coveredDays).toBe(366 - 1);

    await app().db.query(
      `UPDATE la_waste_records SET end_date = '2024-06-30', collected_kg = collected_kg * 2 WHERE start_date = '2023-07-01'`,
    );
    await expectSumsMatch([2023, 2024]);
    await app().db.query(`UPDATE la_waste_records SET local_authority_id = 'LG-11002' WHERE start_date = '2024-01-01'`);
    await expectSumsMatch([2024]);
    await app().db.query(`DELETE FROM la_waste_records WHERE start_date = '2024-07-01'`);
    await expectSumsMatch([2024]);

    // One statement, many records, many authorities.
    await app().db.query(`
      INSERT INTO la_waste_records (waste_id, local_authority_id, frequency_type, start_date, end_date, plastic_type, quantity_unit,
        collected_quantity, recovered_quantity, rejected_quantity, discarded_quantity, recycled_quantity_kg,
        collected_kg, recovered_kg, rejected_kg, discarded_kg, recycled_kg)
      SELECT 'BULK-' || la.id || '-' || d, la.id, 'DAILY', date '2022-12-25' + d, date '2022-12-25' + d, 'SOFT', 'MT_PER_DAY',
             1, 0.1, 0.05, 0.5, 7, 1000 + d, 100, 50, 500, 7
        FROM (SELECT id FROM local_authorities ORDER BY id LIMIT 40) la, generate_series(0, 20) d`);
    await expectSumsMatch([2022, 2023, 2024]);
    await app().db.query(`DELETE FROM la_waste_records WHERE waste_id LIKE 'BULK-%' AND start_date < '2023-01-01'`);
    await expectSumsMatch([2022, 2023]);
    expect((await findReportedYears(app().db, 2022, null)).size).toBe(0);
  });
});
