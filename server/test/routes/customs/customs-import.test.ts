import ExcelJS from 'exceljs';
import { importCustomsFile } from '#jobs/customs-import';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { HEADER, upload, uploadAndImport, searchLines } from './customs-upload';

const GOOD = `${HEADER}
2024,1,392321,Polyethylene sacks and bags,CHN,1000,kg,12500.5,30000,USD
2024,2,39011000,LDPE granules (national line),IND,,kg,"20,000",41000.25,USD
2024,3,399999,Something not in HS2022,MYS,5,u,100,=cmd|' /C calc'!A0,USD
`.replace("=cmd|' /C calc'!A0", '200');

async function lineCount(app: ReturnType<ReturnType<typeof useTestApp>>, jobId?: string): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM customs_lines WHERE ($1::uuid IS NULL OR upload_id = $1::uuid)',
    [jobId ?? null],
  );
  return rows[0].n;
}

describe('customs file import', () => {
  const app = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = (await login(app(), DEMO.customs)).accessToken;
  });

  it('imports a CSV as a job: PENDING, then COMPLETED, lines searchable, unknown codes pending, run again no duplicates', async () => {
    const response = await upload(app(), token, 'imports-2024.csv', GOOD);
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json();
    const pending = await app().inject({ url: `/api/v1/customs/status/${jobId}`, headers: bearer(token) });
    expect(pending.json()).toMatchObject({ status: 'PENDING', message: expect.any(String) });

    await importCustomsFile(jobId, { db: app().db, log: app().log });
    await importCustomsFile(jobId, { db: app().db, log: app().log }); // at least once: a second run changes nothing
    const done = await app().inject({ url: `/api/v1/customs/status/${jobId}`, headers: bearer(token) });
    expect(done.json()).toMatchObject({ status: 'COMPLETED', message: '3 lines imported' });
    expect(await lineCount(app(), jobId)).toBe(3);

    const search = await searchLines(app(), token, 'IMPORT', { hscode: '3923' });
    expect(search.json()).toMatchObject({
      total: 1,
      rows: [{ hsCode: '392321', sectorId: 'PACKAGING', netWeightKg: 12500.5, partnerCountry: 'CHN' }],
    });
    const national = await searchLines(app(), token, 'IMPORT', { hscode: '39011000' });
    expect(national.json()).toMatchObject({ total: 1, rows: [{ hsCode: '39011000', hs6: '390110', sectorId: null, netWeightKg: 20000 }] });

    const pendingCodes = await app().inject({ method: 'POST', url: '/api/v1/hscode/search-new', payload: {}, headers: bearer(token) });
    expect(pendingCodes.json().rows.map((r: { hsCode: string }) => r.hsCode)).toEqual(['390110', '399999']);
    expect(pendingCodes.json().rows[1]).toMatchObject({ inNomenclature: false, description: 'Something not in HS2022', lineCount: 1 });

    const duplicate = await upload(app(), token, 'same-again.csv', GOOD);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toContain(jobId);
    expect((await upload(app(), token, 'as-export.csv', GOOD, 'EXPORT')).statusCode).toBe(202);

    const log = await app().inject({
      method: 'POST',
      url: '/api/v1/customs-log/search',
      payload: { fileName: 'imports-2024' },
      headers: bearer(token),
    });
    expect(log.json()).toMatchObject({
      total: 1,
      rows: [{ id: jobId, status: 'COMPLETED', rows: 3, type: 'IMPORT', createdBy: { name: expect.any(String) } }],
    });
    const view = await app().inject({
      method: 'POST',
      url: `/api/v1/customs-log/view/search/${jobId}`,
      payload: { sector: 'NONE' },
      headers: bearer(token),
    });
    expect(view.json()).toMatchObject({ total: 2, upload: { fileName: 'imports-2024.csv' } });
  });

  it('assigns a pending code a sector, in bulk: its lines follow, the version changes, each code audited', async () => {
    const before = (await app().inject({ url: '/api/v1/hscode/init-search', headers: bearer(token) })).json().version;
    const sectorGraph = async () =>
      (
        await app().inject({
          method: 'POST',
          url: '/api/v1/customs/sectorGenerationStatisticsGraphs',
          payload: { type: 'IMPORT', year: 2024, toYear: 2024 },
          headers: bearer(token),
        })
      )
        .json()
        .sectors.map((sector: { sectorId: string | null }) => sector.sectorId);
    expect(await sectorGraph()).toContain(null);
    const edit = await app().inject({ url: '/api/v1/hscode/edit/390110', headers: bearer(token) });
    expect(edit.json().sectors.map((s: { id: string }) => s.id)).toContain('PACKAGING');
    const update = await app().inject({
      method: 'POST',
      url: '/api/v1/hscode/update',
      payload: { hsCodes: ['390110', '399999'], sectorId: 'PACKAGING' },
      headers: bearer(token),
    });
    expect(update.json()).toMatchObject({ updated: 2 });
    expect(update.json().version).not.toBe(before);
    // The sector graph answered before is summed again: a code's new sector changes what it sums.
    expect(await sectorGraph()).toEqual(['PACKAGING']);
    const pending = await app().inject({ method: 'POST', url: '/api/v1/hscode/search-new', payload: {}, headers: bearer(token) });
    expect(pending.json().total).toBe(0);
    const lines = await searchLines(app(), token, 'IMPORT', { sector: 'PACKAGING' });
    expect(lines.json().total).toBe(3);
    const { rows } = await app().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'assign-sector'`);
    expect(rows[0].n).toBe(2);
    const unknown = await app().inject({
      method: 'POST',
      url: '/api/v1/hscode/update',
      payload: { hsCodes: ['390110'], sectorId: 'NOPE' },
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('reads the UN Comtrade columns and an XLSX with the product header', async () => {
    const comtrade = `typeCode,freqCode,refPeriodId,refYear,refMonth,reporterISO,flowCode,partnerISO,cmdCode,cmdDesc,qtyUnitAbbr,qty,netWgt,primaryValue
C,A,20230101,2023,52,LKA,M,CHN,391590,Waste of other plastics,kg,500,500,120
`;
    const imported = await uploadAndImport(app(), token, 'comtrade.csv', comtrade);
    expect(imported.status).toMatchObject({ status: 'COMPLETED' });
    const line = await searchLines(app(), token, 'IMPORT', { hscode: '391590' });
    expect(line.json().rows[0]).toMatchObject({ year: 2023, month: null, currency: 'USD', value: 120 });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('lines');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([2025, 4, '392410', 'Tableware', 'THA', 10, 'u', 250, 900, 'USD']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromXlsx = await uploadAndImport(app(), token, 'exports.xlsx', xlsx, 'EXPORT');
    expect(fromXlsx.status).toMatchObject({ status: 'COMPLETED', message: '1 lines imported' });

    const graphs = await app().inject({
      method: 'POST',
      url: '/api/v1/customs/statisticsGraphs',
      payload: { type: '', year: 2023, toYear: 2025 },
      headers: bearer(token),
    });
    expect(graphs.json().perYear.map((y: { year: number }) => y.year)).toEqual([2023, 2024, 2025]);
    const sectors = await app().inject({
      method: 'POST',
      url: '/api/v1/customs/sectorGenerationStatisticsGraphs',
      payload: { type: 'EXPORT', year: 2025, toYear: 2025 },
      headers: bearer(token),
    });
    expect(sectors.json().sectors).toEqual([
      {
        sectorId: 'HOUSEHOLD_LEISURE_SPORTS',
        sectorName: 'Household, leisure and sports',
        tonnes: 0.25,
        unknownWeightLines: 0,
        valueUsd: 900,
      },
    ]);
    const tooLong = await app().inject({
      method: 'POST',
      url: '/api/v1/customs/statisticsGraphs',
      payload: { type: 'IMPORT', year: 2010, toYear: 2025 },
      headers: bearer(token),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('downloads the lines as CSV and XLSX with formula cells neutralised', async () => {
    await uploadAndImport(app(), token, 'formula.csv', `${HEADER}\n2022,5,392330,"=HYPERLINK(""x"")",LKA,1,u,1,1,USD\n`);
    const csv = await app().inject({
      method: 'POST',
      url: '/api/v1/customs/download?type=IMPORT&format=csv',
      payload: { hscode: '392330' },
      headers: bearer(token),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    const xlsx = await app().inject({
      method: 'POST',
      url: '/api/v1/customs/download?type=IMPORT&format=xlsx',
      payload: { hscode: '392330' },
      headers: bearer(token),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(2).getCell(4).value).toBe(`'=HYPERLINK("x")`);
  });
});

describe('bad customs files', () => {
  const app = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = (await login(app(), DEMO.customs)).accessToken;
  });

  const bomb = async () => {
    // Repetitive cells: the shared strings part unpacks to thousands of times its compressed size.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    sheet.addRow(HEADER.split(','));
    sheet.addRow(['x'.repeat(32000)]);
    for (let i = 0; i < 200; i += 1) sheet.addRow([`${'a'.repeat(30000)}${i}`]);
    return Buffer.from(await workbook.xlsx.writeBuffer({ zip: { compression: 'DEFLATE', compressionOptions: { level: 9 } } } as never));
  };

  const cases: [string, string, () => Promise<Buffer | string> | Buffer | string, RegExp][] = [
    ['wrong columns', 'a.csv', () => 'year,month,code\n2024,1,392321\n', /first row must be the header/],
    [
      'bad numbers',
      'b.csv',
      () => `${HEADER}\n2024,1,392321,x,CHN,1,kg,lots,5,USD\n2024,13,392321,x,CHN,1,kg,5,5,USD\n`,
      /2 lines have errors[\s\S]*Line 2: netWeightKg "lots" is not a number[\s\S]*Line 3: month "13"/,
    ],
    [
      'unknown country',
      'c.csv',
      () => `${HEADER}\n2024,1,392321,x,XYZ,1,kg,5,5,USD\n`,
      /Line 2: partnerCountry "XYZ" is not an ISO 3166 alpha-3 country code/,
    ],
    [
      'line numbers past a quoted line break and an empty line',
      'c2.csv',
      () => `${HEADER}\r\n2024,1,392321,"two\r\nlines",CHN,1,kg,5,5,USD\r\n\r\n2024,1,392321,x,XYZ,1,kg,5,5,USD\r\n`,
      /^Line 5: partnerCountry "XYZ"/,
    ],
    ['empty', 'd.csv', () => '\n\n', /The file is empty/],
    ['0-byte', 'e.csv', () => '', /The file is empty/],
    ['header only', 'f.csv', () => `${HEADER}\n`, /a header and no lines/],
    ['binary', 'g.csv', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]), /binary/],
    ['not a workbook', 'h.xlsx', () => Buffer.from('PK\u0003\u0004 not really a zip'), /not a valid XLSX/],
    [
      'repeated line',
      'i.csv',
      () => `${HEADER}\n2024,1,392321,x,CHN,1,kg,5,5,USD\n2024,1,392321,y,CHN,1,kg,6,6,USD\n`,
      /Line 3: repeats line 2/,
    ],
    ['zip bomb', 'j.xlsx', bomb, /zip bomb/],
  ];

  it.each(cases)('%s: FAILED with a message, no lines, the file deleted', async (_name, fileName, make, message) => {
    const { jobId, status } = await uploadAndImport(app(), token, fileName, await make());
    expect(status.status).toBe('FAILED');
    expect(status.errorMessage).toMatch(message);
    const { rows } = await app().db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM customs_lines WHERE upload_id = $1)::int + (SELECT count(*) FROM customs_upload_parts WHERE upload_id = $1)::int AS n`,
      [jobId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('quotes the first 100 bad lines', async () => {
    const lines = Array.from({ length: 150 }, (_, i) => `2024,1,392321,x,QQQ,1,kg,${i},5,USD`);
    const { status } = await uploadAndImport(app(), token, 'many.csv', `${HEADER}\n${lines.join('\n')}\n`);
    expect(status.errorMessage.split('\n')).toHaveLength(101);
    expect(status.errorMessage).toMatch(/^150 lines have errors \(the first 100\)/);
    expect(status.errorDetails.lines).toBe(150);
    expect(status.errorDetails.problems).toHaveLength(100);
  });

  it("keeps a refused file's problems as codes with params beside the English, in the status and the data log", async () => {
    const bad = `${HEADER}\n2024,1,392321,x,CHN,1,kg,lots,5,USD\n2024,13,392321,x,CHN,1,kg,5,5,usd1\n`;
    const { jobId, status } = await uploadAndImport(app(), token, 'coded.csv', bad);
    const details = {
      lines: 2,
      problems: [
        { line: 2, code: 'NOT_A_NUMBER', params: { field: 'netWeightKg', value: 'lots' } },
        { line: 3, code: 'NOT_WHOLE_NUMBER', params: { field: 'month', value: '13', min: 1, max: 12 } },
        { line: 3, code: 'TOO_LONG', params: { field: 'currency', max: 3 } },
        { line: 3, code: 'CURRENCY', params: { value: 'USD1' } },
      ],
    };
    expect(status.errorDetails).toEqual(details);
    expect(status.errorMessage).toMatch(/Line 3: month "13" must be a whole number from 1 to 12; currency must be at most 3 characters/);
    const log = await app().inject({
      method: 'POST',
      url: '/api/v1/customs-log/search',
      payload: { fileName: 'coded.csv' },
      headers: bearer(token),
    });
    expect(log.json().rows.find((row: { id: string }) => row.id === jobId).errorDetails).toEqual(details);
    const empty = await uploadAndImport(app(), token, 'empty-coded.csv', `${HEADER}\n`);
    expect(empty.status.errorDetails).toEqual({ lines: 1, problems: [{ line: null, code: 'NO_LINES', params: {} }] });
  });

  it('refuses another format and a wrong type before any job', async () => {
    expect((await upload(app(), token, 'notes.pdf', '%PDF-1.4')).json()).toMatchObject({ message: 'Only CSV and XLSX files are accepted' });
    expect((await upload(app(), token, 'a.csv', 'x', 'BOTH')).statusCode).toBe(400);
  });
});

describe('who may call the customs routes', () => {
  const app = useTestApp();
  it('lets the super admin read but not write, and forbids the other roles', async () => {
    const admin = (await login(app(), DEMO.superAdmin)).accessToken;
    expect((await app().inject({ url: '/api/v1/sector', headers: bearer(admin) })).statusCode).toBe(200);
    expect(
      (await app().inject({ method: 'POST', url: '/api/v1/hscode/search', payload: { hsCode: '3923' }, headers: bearer(admin) })).json(),
    ).toMatchObject({ total: 7 });
    expect((await upload(app(), admin, 'x.csv', 'x')).statusCode).toBe(403);
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/v1/hscode/update',
          payload: { hsCodes: ['390110'], sectorId: null },
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(403);
    for (const email of [DEMO.admin, DEMO.colomboMc, DEMO.recycler]) {
      const token = (await login(app(), email)).accessToken;
      for (const url of [
        '/api/v1/sector',
        '/api/v1/hscode/init-search',
        '/api/v1/customs/init-search',
        '/api/v1/customs-log/init-search',
        '/api/v1/customs/graph-init-search',
      ]) {
        expect({ email, url, status: (await app().inject({ url, headers: bearer(token) })).statusCode }).toEqual({
          email,
          url,
          status: 403,
        });
      }
    }
  });

  it('lists the sectors with their source and the HS2022 codes with the unambiguous ones assigned', async () => {
    const token = (await login(app(), DEMO.customs)).accessToken;
    const sectors = (await app().inject({ url: '/api/v1/sector', headers: bearer(token) })).json().sectors;
    expect(sectors).toHaveLength(9);
    expect(sectors[0]).toEqual({ id: 'PACKAGING', name: 'Packaging', source: expect.stringContaining('PlasticsEurope') });
    const packaging = await app().inject({
      method: 'POST',
      url: '/api/v1/hscode/search',
      payload: { sectorId: 'PACKAGING' },
      headers: bearer(token),
    });
    expect(packaging.json().rows.map((r: { hsCode: string }) => r.hsCode)).toEqual([
      '392310',
      '392321',
      '392329',
      '392330',
      '392340',
      '392350',
      '392390',
    ]);
    const all = await app().inject({ method: 'POST', url: '/api/v1/hscode/search', payload: {}, headers: bearer(token) });
    expect(all.json().total).toBeGreaterThan(5000);
    const words = await app().inject({
      method: 'POST',
      url: '/api/v1/hscode/search',
      payload: { hsCode: 'lavatory seats' },
      headers: bearer(token),
    });
    expect(words.json().rows[0]).toMatchObject({ hsCode: '392220', sectorId: 'BUILDING_CONSTRUCTION' });
    // Digits are a code prefix only: chapter 39, without the descriptions that quote a 39 (2939.11, heading 3901).
    const chapter = await app().inject({
      method: 'POST',
      url: '/api/v1/hscode/search',
      payload: { hsCode: '39', pageSize: 1000 },
      headers: bearer(token),
    });
    const codes = chapter.json().rows.map((r: { hsCode: string }) => r.hsCode);
    expect(codes.length).toBeGreaterThan(100);
    expect(codes.every((code: string) => code.startsWith('39'))).toBe(true);
  });
});
