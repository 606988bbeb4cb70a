import { LA_SCOPE_MESSAGE } from '#auth/policy';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { otherAuthorityId } from '#test/helpers/waste-data';

const COLOMBO_MC = {
  id: 'LG-11001',
  code: '001',
  name: 'Colombo MC',
  nameSi: 'Colombo මහ නගර සභාව',
  nameTa: 'Colombo மாநகர சபை',
  nameTranslation: 'council_type_only',
  councilType: { code: 'MC', name: 'Municipal Council' },
  district: { id: 'LK-11', name: 'Colombo', nameSi: 'කොළඹ', nameTa: 'கொழும்பு' },
  province: { id: 'LK-1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' },
};

describe('GET /api/v1/local-authority/get-la-info', () => {
  const app = useTestApp();
  const getInfo = async (email: string, query = '') => {
    const session = await login(app(), email);
    return app().inject({ url: `/api/v1/local-authority/get-la-info${query}`, headers: bearer(session.accessToken) });
  };

  it('gives a local authority user its own authority', async () => {
    const response = await getInfo(DEMO.colomboMc);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(COLOMBO_MC);
  });

  it('drops unknown query parameters rather than failing', async () => {
    const response = await getInfo(DEMO.colomboMc, '?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe('LG-11001');
  });

  it("answers a local authority user who names its own authority's id (a look-up, not impersonation)", async () => {
    const response = await getInfo(DEMO.colomboMc, '?localAuthorityId=LG-11001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(COLOMBO_MC);
  });

  it("refuses a local authority user another authority's id, or an unknown one, with 403 and the spec's message", async () => {
    const other = await otherAuthorityId(app());
    for (const id of [other, 'LG-99999']) {
      const response = await getInfo(DEMO.colomboMc, `?localAuthorityId=${id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: LA_SCOPE_MESSAGE, code: 'LA_SCOPE' });
    }
    expect(LA_SCOPE_MESSAGE).toBe('Unauthorized: localAuthorityId can only be used by super admin impersonating local authority');
  });

  it('lets a super admin read any authority by id', async () => {
    const response = await getInfo(DEMO.superAdmin, '?localAuthorityId=LG-11001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(COLOMBO_MC);
  });

  it('answers 404 for an unknown id and 400 naming the field for a malformed one', async () => {
    const unknown = await getInfo(DEMO.superAdmin, '?localAuthorityId=LG-99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Local authority LG-99999 not found', code: 'NOT_FOUND', reason: 'LOCAL_AUTHORITY' });

    const malformed = await getInfo(DEMO.superAdmin, '?localAuthorityId=colombo');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
    expect(malformed.json().message).toMatch(/^querystring\.localAuthorityId /);
  });

  it('asks a super admin without an authority of its own for localAuthorityId', async () => {
    const response = await getInfo(DEMO.superAdmin);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('LA_REQUIRED');
  });

  it('forbids other roles', async () => {
    for (const email of [DEMO.customs, DEMO.admin, DEMO.recycler]) {
      const response = await getInfo(email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden', code: 'FORBIDDEN' });
    }
  });
});
