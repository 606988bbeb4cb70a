import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, insertWaste, otherAuthorityId, scoped, searchWaste } from '#test/helpers/waste-data';

const MISSING = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = { message: 'Waste data not found', code: 'NOT_FOUND', reason: 'WASTE_DATA' };

describe('GET /api/v1/local-authority/waste-view/:id', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, superAdmin: DEMO.superAdmin });
  let other: string;
  let own: { id: string; wasteId: string };
  let foreign: { id: string; wasteId: string };
  beforeAll(async () => {
    other = await otherAuthorityId(app());
    own = (await insertWaste(app(), tokens.colombo, DAILY)).json();
    foreign = (await insertWaste(app(), tokens.superAdmin, DAILY, other)).json();
  });
  const view = (id: string, token = tokens.colombo, localAuthorityId?: string) =>
    app().inject({ url: scoped(`/waste-view/${id}`, localAuthorityId), headers: bearer(token) });

  it('answers an own record with its authority', async () => {
    const response = await view(own.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...own,
      localAuthority: expect.objectContaining({ id: 'LG-11001', name: 'Colombo MC', district: expect.objectContaining({ id: 'LK-11' }) }),
      status: 'CURRENT',
      replacedBy: null,
      replaces: null,
      pendingCorrection: null,
    });
  });

  it("never shows a local authority user another authority's record", async () => {
    const response = await view(foreign.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    const search = (await searchWaste(app(), tokens.colombo, {})).json();
    expect(search.rows.map((row: { id: string }) => row.id)).toEqual([own.id]);
  });

  it('lets a super admin see any record, or only those of the authority it names', async () => {
    const any = await view(foreign.id, tokens.superAdmin);
    expect(any.statusCode).toBe(200);
    expect(any.json()).toMatchObject({ id: foreign.id, localAuthorityId: other, localAuthority: { id: other } });
    expect((await view(own.id, tokens.superAdmin, 'LG-11001')).statusCode).toBe(200);
    const wrongAuthority = await view(foreign.id, tokens.superAdmin, 'LG-11001');
    expect(wrongAuthority.statusCode).toBe(404);
    expect(wrongAuthority.json()).toEqual(NOT_FOUND);
    expect((await view(own.id, tokens.superAdmin, 'LG-99999')).json()).toEqual({
      message: 'Local authority LG-99999 not found',
      code: 'NOT_FOUND',
      reason: 'LOCAL_AUTHORITY',
    });
  });

  it('answers 404 for an unknown id or one that is neither an id nor a waste ID', async () => {
    expect((await view(MISSING)).json()).toEqual(NOT_FOUND);
    expect((await view(MISSING, tokens.superAdmin)).statusCode).toBe(404);
    expect((await view('1')).json()).toEqual(NOT_FOUND);
    expect((await view('x'.repeat(65))).statusCode).toBe(400);
  });

  it('finds a record by the waste ID shown on screen, within the same scope', async () => {
    const byWasteId = await view(own.wasteId);
    expect(byWasteId.statusCode).toBe(200);
    expect(byWasteId.json()).toMatchObject({ id: own.id, wasteId: own.wasteId });
    expect((await view(foreign.wasteId)).json()).toEqual(NOT_FOUND);
    expect((await view(foreign.wasteId, tokens.superAdmin)).json()).toMatchObject({ id: foreign.id });
  });
});
