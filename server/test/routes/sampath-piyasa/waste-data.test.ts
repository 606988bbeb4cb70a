import { DEMO, login, useTokens } from '#test/helpers/login';
import { rangeEntry, registerCentre, spGet, spPost } from '#test/helpers/sampath-piyasa';
import { useTestApp } from '#test/helpers/test-app';
import { colomboDay, otherAuthorityId } from '#test/helpers/waste-data';

const count = async (app: () => import('fastify').FastifyInstance) =>
  (await app().db.query<{ n: number }>('SELECT count(*)::int AS n FROM sampath_piyasa_waste_entries')).rows[0].n;

describe('Sampath Piyasa waste data', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc });
  let first: string;
  let second: string;
  beforeAll(async () => {
    first = await registerCentre(app(), tokens.colombo, 'Borella Centre');
    second = await registerCentre(app(), tokens.colombo, 'Kirulapone Centre');
  });

  it('offers the reference lists, the active centres and today', async () => {
    const response = await spGet(app(), tokens.colombo, '/init-waste-form');
    expect(response.statusCode).toBe(200);
    const form = response.json();
    expect(form.typesOfCollection).toEqual([{ id: 'BROUGHT_BY_PUBLIC' }, { id: 'DOOR_TO_DOOR' }, { id: 'FROM_INSTITUTIONS' }]);
    expect(form.materials).toContainEqual({ id: 'LDPE_SOFT', group: 'PLASTIC', resin: 'LDPE', plasticType: 'SOFT' });
    expect(form.materials).toContainEqual({ id: 'GLASS', group: 'OTHER', resin: null, plasticType: null });
    expect(form.centres.map((centre: { name: string }) => centre.name)).toEqual(['Borella Centre', 'Kirulapone Centre']);
    expect(form.localAuthority.id).toBe('LG-11001');
  });

  it("refuses an empty selection with the spec's sentence", async () => {
    const response = await spPost(app(), tokens.colombo, '/save-waste-data', { entries: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please select at least one Sampath Piyasa center to continue.');
  });

  it('saves the entries of two centres in one call, normalised per day, audited', async () => {
    const response = await spPost(app(), tokens.colombo, '/save-waste-data', {
      entries: [rangeEntry(first, '2025-01-01', '2025-01-31'), rangeEntry(second, '2025-01-01', '2025-01-31')],
    });
    expect(response.statusCode).toBe(201);
    const { entries } = response.json();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      id: expect.any(String),
      sampathPiyasaId: first,
      centreName: 'Borella Centre',
      frequencyType: 'RANGE',
      entryDate: null,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      days: 31,
      typeOfCollectionId: 'BROUGHT_BY_PUBLIC',
      quantities: [
        { materialId: 'PAPER', collectedKg: 62, soldKg: 0, rejectedKg: 0, kgPerDay: { collected: 2, sold: 0, rejected: 0 } },
        {
          materialId: 'PET_HARD',
          collectedKg: 310,
          soldKg: 200,
          rejectedKg: 10,
          kgPerDay: { collected: 10, sold: 6.452, rejected: 0.323 },
        },
      ],
      totals: { collectedKg: 372, soldKg: 200, rejectedKg: 10 },
      createdBy: { id: expect.any(String), name: expect.any(String) },
    });
    const audit = await app().db.query("SELECT entity_id FROM audit_log WHERE entity = 'sampath_piyasa_waste_entry' AND action = 'create'");
    expect(audit.rows.map((row) => row.entity_id).sort()).toEqual(entries.map((entry: { id: string }) => entry.id).sort());
  });

  it('saves nothing when one entry overlaps a saved one, and names the record (409)', async () => {
    const before = await count(app);
    const response = await spPost(app(), tokens.colombo, '/save-waste-data', {
      entries: [rangeEntry(first, '2025-02-01', '2025-02-28'), rangeEntry(second, '2025-01-20', '2025-02-10')],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^Waste data of Kirulapone Centre for this period, type of collection and (PAPER|PET_HARD) already exists: [0-9a-f-]{36} \(2025-01-01 to 2025-01-31\)$/,
    );
    expect(await count(app)).toBe(before);
  });

  it('allows the same period for another type of collection or other materials, and refuses an overlap within one call', async () => {
    const otherType = await spPost(app(), tokens.colombo, '/save-waste-data', {
      entries: [rangeEntry(first, '2025-01-10', '2025-01-12', { typeOfCollectionId: 'DOOR_TO_DOOR' })],
    });
    expect(otherType.statusCode).toBe(201);
    const otherMaterial = await spPost(app(), tokens.colombo, '/save-waste-data', {
      entries: [
        rangeEntry(first, '2025-01-10', '2025-01-12', { quantities: [{ materialId: 'GLASS', collectedKg: 5, soldKg: 5, rejectedKg: 0 }] }),
      ],
    });
    expect(otherMaterial.statusCode).toBe(201);
    const before = await count(app);
    const twice = await spPost(app(), tokens.colombo, '/save-waste-data', {
      entries: [
        {
          ...rangeEntry(first, '2025-03-01', '2025-03-01'),
          frequencyType: 'DAILY',
          startDate: undefined,
          endDate: undefined,
          entryDate: '2025-03-01',
        },
        rangeEntry(first, '2025-02-25', '2025-03-05'),
      ],
    });
    expect(twice.statusCode).toBe(409);
    expect(await count(app)).toBe(before);
  });

  it('refuses sold and rejected above collected, negative values, future dates and long periods, naming the entry', async () => {
    const over = await spPost(app(), tokens.colombo, '/save-waste-data', {
      entries: [
        rangeEntry(first, '2024-01-01', '2024-01-02'),
        rangeEntry(second, '2024-01-01', '2024-01-02', {
          quantities: [{ materialId: 'PP_HARD', collectedKg: 10, soldKg: 8, rejectedKg: 2.001 }],
        }),
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'Entry 2: sold and rejected quantities of PP_HARD together must not be more than the collected quantity',
    );
    const negative = await spPost(app(), tokens.colombo, '/save-waste-data', {
      entries: [
        rangeEntry(first, '2024-01-01', '2024-01-02', {
          quantities: [{ materialId: 'PP_HARD', collectedKg: -1, soldKg: 0, rejectedKg: 0 }],
        }),
      ],
    });
    expect(negative.statusCode).toBe(400);
    const future = await spPost(app(), tokens.colombo, '/save-waste-data', { entries: [rangeEntry(first, colomboDay(-1), colomboDay(1))] });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Entry 1: the dates must not be in the future');
    const long = await spPost(app(), tokens.colombo, '/save-waste-data', { entries: [rangeEntry(first, '2023-01-01', '2024-01-02')] });
    expect(long.json().message).toBe('Entry 1: the period must not be longer than 366 days');
    const backwards = await spPost(app(), tokens.colombo, '/save-waste-data', { entries: [rangeEntry(first, '2023-01-05', '2023-01-01')] });
    expect(backwards.json().message).toBe('Entry 1: the end date must not be before the start date');
    const unknownType = await spPost(app(), tokens.colombo, '/save-waste-data', {
      entries: [rangeEntry(first, '2023-01-01', '2023-01-01', { typeOfCollectionId: 'BY_DRONE' })],
    });
    expect(unknownType.statusCode).toBe(400);
  });

  it("refuses the whole call when one centre is another authority's or deactivated", async () => {
    const admin = (await login(app(), DEMO.superAdmin)).accessToken;
    const foreign = await registerCentre(app(), admin, 'Foreign Centre', {}, await otherAuthorityId(app()));
    const before = await count(app);
    const response = await spPost(app(), tokens.colombo, '/save-waste-data', {
      entries: [rangeEntry(first, '2022-01-01', '2022-01-31'), rangeEntry(foreign, '2022-01-01', '2022-01-31')],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(`Sampath Piyasa centre ${foreign} not found`);
    const closed = await registerCentre(app(), tokens.colombo, 'Closed Centre', { isActive: false });
    const toClosed = await spPost(app(), tokens.colombo, '/save-waste-data', { entries: [rangeEntry(closed, '2022-01-01', '2022-01-31')] });
    expect(toClosed.statusCode).toBe(404);
    expect(await count(app)).toBe(before);
  });

  it("searches one centre's entries by type of collection, and all the authority's", async () => {
    const all = (await spPost(app(), tokens.colombo, '/search-waste', {})).json();
    expect(all.total).toBe(4);
    const one = (
      await spPost(app(), tokens.colombo, '/search-waste', { typeOfCollectionId: 'BROUGHT_BY_PUBLIC' }, { sampathPiyasaId: first })
    ).json();
    expect(one.rows.map((row: { startDate: string }) => row.startDate)).toEqual(['2025-01-01', '2025-01-10']);
    const door = (
      await spPost(
        app(),
        tokens.colombo,
        '/search-waste',
        { typeOfCollectionId: 'DOOR_TO_DOOR', pageSort: 'DESC' },
        { sampathPiyasaId: first },
      )
    ).json();
    expect(door.total).toBe(1);
    const admin = (await login(app(), DEMO.superAdmin)).accessToken;
    const foreign = await registerCentre(app(), admin, 'Foreign Search Centre', {}, await otherAuthorityId(app()));
    expect((await spPost(app(), tokens.colombo, '/search-waste', {}, { sampathPiyasaId: foreign })).statusCode).toBe(404);
    // The centre is checked when the search finds nothing: an own centre without entries (or none of that type) is an empty page; an id that is no uuid is refused by the schema.
    const empty = await registerCentre(app(), tokens.colombo, 'Empty Search Centre');
    expect((await spPost(app(), tokens.colombo, '/search-waste', {}, { sampathPiyasaId: empty })).json()).toEqual({ rows: [], total: 0 });
    expect(
      (
        await spPost(app(), tokens.colombo, '/search-waste', { typeOfCollectionId: 'FROM_INSTITUTIONS' }, { sampathPiyasaId: first })
      ).json(),
    ).toEqual({ rows: [], total: 0 });
    expect((await spPost(app(), tokens.colombo, '/search-waste', {}, { sampathPiyasaId: 'not-a-centre' })).statusCode).toBe(400);
  });

  it('shows one entry with its authority and who entered it; 404 for another authority', async () => {
    const { rows } = (await spPost(app(), tokens.colombo, '/search-waste', { pageSize: 1 }, { sampathPiyasaId: second })).json();
    const view = await spGet(app(), tokens.colombo, `/waste-view/${rows[0].id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ id: rows[0].id, centreName: 'Kirulapone Centre', localAuthority: { id: 'LG-11001' } });
    const admin = (await login(app(), DEMO.superAdmin)).accessToken;
    const other = await otherAuthorityId(app());
    expect((await spGet(app(), admin, `/waste-view/${rows[0].id}`, { localAuthorityId: other })).statusCode).toBe(404);
    expect((await spGet(app(), admin, `/waste-view/${rows[0].id}`, { localAuthorityId: 'LG-11001' })).statusCode).toBe(200);
  });

  it('graphs collected kg by month and material, and sold against rejected by material', async () => {
    const collected = (await spPost(app(), tokens.colombo, '/collected-quantities-graph', { year: 2025, sampathPiyasaId: first })).json();
    expect(collected.months).toEqual([
      { year: 2025, month: 1, materialId: 'GLASS', collectedKg: 5 },
      { year: 2025, month: 1, materialId: 'PAPER', collectedKg: 124 },
      { year: 2025, month: 1, materialId: 'PET_HARD', collectedKg: 620 },
    ]);
    const recyclable = (await spPost(app(), tokens.colombo, '/recyclable-waste-graph', { year: 2024, toYear: 2025 })).json();
    expect(recyclable.materials).toContainEqual({ materialId: 'PET_HARD', collectedKg: 930, soldKg: 600, rejectedKg: 30 });
    const tooLong = await spPost(app(), tokens.colombo, '/recyclable-waste-graph', { year: 2015, toYear: 2025 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Chart data can be shown for at most 10 years');
  });
});
