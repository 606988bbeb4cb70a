import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { countBytesRead, recordProgress } from '#jobs/customs-import/progress';
import { HEADER, uploadAndImport } from './customs-upload';

const IMPORTS = `${HEADER}
2024,1,392321,Polyethylene sacks and bags,CHN,1,kg,6000,600,USD
2024,2,392321,Polyethylene sacks and bags,IND,1,kg,1000,100,USD
2025,1,392321,Polyethylene sacks and bags,CHN,1,kg,500,50,USD
`;
const EXPORTS = `${HEADER}
2024,3,392321,Polyethylene sacks and bags,MDV,1,kg,2000,400,USD
2024,3,392310,Boxes and crates,CHN,1,kg,250,20,USD
`;

describe('customs charts: two flows and partner countries', () => {
  const app = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = (await login(app(), DEMO.customs)).accessToken;
    await uploadAndImport(app(), token, 'imports.csv', IMPORTS, 'IMPORT');
    await uploadAndImport(app(), token, 'exports.csv', EXPORTS, 'EXPORT');
  });
  const post = (url: string, payload: object) =>
    app().inject({ method: 'POST', url: `/api/v1/customs/${url}`, payload, headers: bearer(token) });

  it('gives each year, month and code the tonnes of each flow beside the total', async () => {
    const body = (await post('statisticsGraphs', { type: '', year: 2024, toYear: 2025 })).json();
    expect(body.perYear).toEqual([
      { year: 2024, tonnes: 9.25, valueUsd: 1120, unknownWeightLines: 0, importTonnes: 7, exportTonnes: 2.25 },
      { year: 2025, tonnes: 0.5, valueUsd: 50, unknownWeightLines: 0, importTonnes: 0.5, exportTonnes: 0 },
    ]);
    expect(body.perMonth).toEqual([{ month: 1, tonnes: 0.5, valueUsd: 50, unknownWeightLines: 0, importTonnes: 0.5, exportTonnes: 0 }]);
    expect(body.topHsCodes[0]).toMatchObject({ hsCode: '392321', importTonnes: 7.5, exportTonnes: 2 });
  });

  it('sums tonnes and value by partner country, largest first, for one flow or both', async () => {
    const both = (await post('partnerStatisticsGraphs', { type: '', year: 2024, toYear: 2025 })).json();
    expect(both).toEqual({
      partners: [
        { partnerCountry: 'CHN', tonnes: 6.75, valueUsd: 670, unknownWeightLines: 0, importTonnes: 6.5, exportTonnes: 0.25 },
        { partnerCountry: 'MDV', tonnes: 2, valueUsd: 400, unknownWeightLines: 0, importTonnes: 0, exportTonnes: 2 },
        { partnerCountry: 'IND', tonnes: 1, valueUsd: 100, unknownWeightLines: 0, importTonnes: 1, exportTonnes: 0 },
      ],
      others: null,
    });
    const exports = (await post('partnerStatisticsGraphs', { type: 'EXPORT', year: 2024, toYear: 2024 })).json();
    expect(exports.partners.map((p: { partnerCountry: string }) => p.partnerCountry)).toEqual(['MDV', 'CHN']);
    expect((await post('partnerStatisticsGraphs', { type: '', year: 2025, toYear: 2024 })).statusCode).toBe(400);
  });

  it('records the bytes the import has read with its lines', async () => {
    const { jobId } = await uploadAndImport(app(), token, 'bytes.csv', `${HEADER}\n2019,1,392321,Bags,CHN,1,kg,1,1,USD\n`);
    const source = countBytesRead(jobId, async function* parts() {
      yield Buffer.alloc(300);
      yield Buffer.alloc(200);
    });
    for await (const part of source()) expect(part.length).toBeGreaterThan(0);
    await recordProgress(app().db, jobId, 7);
    const { rows } = await app().db.query(
      'SELECT rows_done, bytes_read::int AS bytes_read FROM customs_upload_progress WHERE upload_id = $1',
      [jobId],
    );
    expect(rows).toEqual([{ rows_done: 7, bytes_read: 500 }]);
  });
});
