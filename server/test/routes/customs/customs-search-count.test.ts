import { FILTERED_COUNT_CAP } from '../../../src/routes/customs/lines/repository';
import { bearer, DEMO, login } from '../../helpers/login';
import { useTestApp } from '../../helpers/test-app';
import { HEADER, uploadAndImport } from './customs-upload';

const PARTNERS = ['CHN', 'IND', 'MYS', 'THA', 'VNM', 'SGP', 'ARE', 'JPN', 'KOR', 'DEU', 'USA', 'GBR'];

describe('the customs lines total', () => {
  const app = useTestApp();

  it('is exact without a filter and stops at the cap with one', async () => {
    const { accessToken } = await login(app(), DEMO.customs);
    const count = FILTERED_COUNT_CAP + 5;
    const lines = Array.from({ length: count }, (_, i) => `${1900 + Math.floor(i / 144)},${(i % 12) + 1},392321,bags,${PARTNERS[Math.floor(i / 12) % 12]},1,kg,1,1,USD`);
    const { status } = await uploadAndImport(app(), accessToken, 'many.csv', `${HEADER}\n${lines.join('\n')}\n`);
    expect(status).toMatchObject({ status: 'COMPLETED' });
    const search = (payload: object) => app().inject({ method: 'POST', url: '/api/v1/customs/search?type=IMPORT', payload: { pageSize: 25, ...payload }, headers: bearer(accessToken) });
    expect((await search({})).json().total).toBe(count);
    const byCode = (await search({ hscode: '3923' })).json();
    expect(byCode.total).toBe(FILTERED_COUNT_CAP);
    expect(byCode.rows).toHaveLength(25);
    expect((await search({ sector: 'PACKAGING' })).json().total).toBe(FILTERED_COUNT_CAP);
    expect((await search({ hscode: '3901' })).json().total).toBe(0);
  }, 120_000);
});
