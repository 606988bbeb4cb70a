import ExcelJS from 'exceljs';
import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { insertWaste, range } from '#test/helpers/waste-data';

const YEAR = 2025;

/** GET /mfa/sdg-11-6-1 and GET /mfa/national-report on the running server (PGlite, and PostgreSQL with test:pg). */
describe('SDG 11.6.1 and the national report', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, admin: DEMO.admin, superAdmin: DEMO.superAdmin });
  const get = (url: string, token: string) => app().inject({ method: 'GET', url: `/api/v1/mfa${url}`, headers: bearer(token) });

  beforeAll(async () => {
    const year = range(`${YEAR}-01-01`, `${YEAR}-12-31`, {
      quantityUnit: 'MT_PER_MONTH',
      collectedQuantity: 40,
      recoveredQuantity: 4,
      recycledQuantityKg: 2_000,
    });
    expect((await insertWaste(app(), tokens.colombo, year)).statusCode).toBe(201);
  });

  it("answers an authority's MSW figures with their provenance, and a district, province and the nation as sums", async () => {
    const own = await get(`/sdg-11-6-1?year=${YEAR}&level=AUTHORITY`, tokens.colombo);
    expect(own.statusCode).toBe(200);
    const colombo = own.json();
    expect(colombo).toMatchObject({ level: 'AUTHORITY', id: 'LG-11001', authorities: 1 });
    expect(colombo.collected.kind).toBe('derived');
    expect(colombo.generated.kind).toBe('estimated');
    expect(colombo.collected.sources.map((source: { label: string }) => source.label).join(' ')).toMatch(/records/);
    expect(colombo.method.url).toMatch(/unhabitat/);
    // The authority reported 480 t of plastic: MSW collected is that over the plastic share of MSW.
    expect(colombo.collected.tonnes).toBeCloseTo(480 / (0.188 * (0.4575 + 0.0606)), 1);
    expect(colombo.collectionRate.value).toBeCloseTo(colombo.collected.tonnes / colombo.generated.tonnes, 9);

    const district = (await get(`/sdg-11-6-1?year=${YEAR}&level=DISTRICT&id=LK-11`, tokens.admin)).json();
    const nation = (await get(`/sdg-11-6-1?year=${YEAR}&level=NATIONAL`, tokens.admin)).json();
    expect(district.authorities).toBeGreaterThan(1);
    expect(district.collected).toMatchObject({ kind: 'derived', authorities: { derived: 1, estimated: district.authorities - 1 } });
    expect(nation.generated.tonnes).toBeGreaterThan(district.generated.tonnes);
    const summary = (await get(`/mfa-national-summary?year=${YEAR}`, tokens.admin)).json();
    expect(nation.population).toBeCloseTo(summary.rates.population, 3);
    expect(nation.collectionRate.value).toBeCloseTo(summary.rates.collectedShare, 9);
  });

  it('refuses what a local authority may not see, an unknown area and a missing level with clear answers', async () => {
    expect((await get(`/sdg-11-6-1?year=${YEAR}&level=DISTRICT&id=LK-21`, tokens.colombo)).statusCode).toBe(403);
    const unknown = await get(`/sdg-11-6-1?year=${YEAR}&level=PROVINCE&id=LK-99`, tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/LK-99/);
    expect((await get(`/sdg-11-6-1?year=${YEAR}&level=DISTRICT`, tokens.admin)).statusCode).toBe(404);
    expect((await get(`/sdg-11-6-1?year=${YEAR}&level=CITY`, tokens.admin)).statusCode).toBe(400);
  });

  it('writes the workbook with the same figures as the endpoints, in Sinhala', async () => {
    const response = await get(`/national-report?year=${YEAR}&format=xlsx&lang=si`, tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`national-report-${YEAR}-si.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'report',
      'summary',
      'reconciled',
      'uncertainty',
      'published',
      'leakage',
      'sdg-provinces',
      'sdg-districts',
      'completeness',
      'sources',
    ]);
    const rows = (name: string) => workbook.getWorksheet(name)!.getSheetValues().filter(Boolean) as unknown[][];
    expect(String(rows('summary')[0][1])).toBe('ජාතික ප්ලාස්ටික් ප්‍රවාහ');
    const summary = (await get(`/mfa-national-summary?year=${YEAR}`, tokens.admin)).json();
    const generated = rows('summary').find((row) => row[1] === 'ජනනය වූ ප්ලාස්ටික්')!;
    expect(generated[2]).toBeCloseTo(summary.totals.generatedKg / 1000, 6);
    const nation = (await get(`/sdg-11-6-1?year=${YEAR}&level=NATIONAL`, tokens.admin)).json();
    const districts = rows('sdg-districts');
    expect(districts.at(-1)![1]).toBe('ශ්‍රී ලංකාව');
    expect(districts.at(-1)![2]).toBeCloseTo(nation.generated.tonnes, 6);
    expect(districts.at(-1)![7]).toBeCloseTo(nation.controlledRate.value, 9);
    expect(districts.some((row) => row[1] === 'Colombo')).toBe(true);
    const completeness = rows('completeness');
    const colombo = completeness.find((row) => row[1] === 'Colombo MC')!;
    expect(colombo.slice(3)).toEqual(['වාර්තා කළ', 365]);
    const published = rows('published').map((row) => row[3]);
    expect(published).toEqual(expect.arrayContaining([2_631_650, 1_591_179, 9_654]));
    // Reported beside reconciled for each flow, as GET /mfa/reconciliation answers them, with the method in Sinhala.
    const reconciliation = (await get(`/reconciliation?year=${YEAR}&level=NATIONAL`, tokens.admin)).json();
    const collection = reconciliation.flows.find(
      (flow: { from: string; to: string }) => flow.from === 'generated' && flow.to === 'collection',
    );
    const reconciled = rows('reconciled');
    const row = reconciled.find((cells) => cells[1] === 'ජනනය වූ ප්ලාස්ටික් → එකතු කළ')!;
    expect(row[2]).toBeCloseTo(collection.reportedKg / 1000, 6);
    expect(row[4]).toBeCloseTo(collection.reconciledKg / 1000, 6);
    expect(row[5]).toBeCloseTo(collection.sdKg / 1000, 6);
    expect(row[7]).toBeCloseTo((collection.reconciledKg + 1.96 * collection.sdKg) / 1000, 6);
    const note = String(reconciled[1][1]);
    expect(note).toContain('බර තැබූ අවම වර්ග');
    expect(note).toContain(`කයි-වර්ග ${reconciliation.chiSquare.toFixed(2)}`);
    expect(note).toContain('Sidak');
    expect(rows('uncertainty').find((cells) => cells[1] === 'වාර්තා කළ වාර්තාව')![2]).toBe(0.1);
    const sources = rows('sources').map((row) => String(row[2]));
    expect(sources.some((label) => label.includes('lk_census_2024'))).toBe(true);
    expect(sources.some((label) => label.includes('Jambeck'))).toBe(true);
  });

  it('draws the PDF with the figures as text beside the pictured pages, in English and Tamil', async () => {
    const english = await get(`/national-report?year=${YEAR}&format=pdf`, tokens.superAdmin);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    const pdf = english.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    const text = await pdfText(pdf);
    expect(text).toContain('SDG 11.6.1: municipal solid waste');
    expect(text).toContain('Colombo MC');
    const summary = (await get(`/mfa-national-summary?year=${YEAR}`, tokens.admin)).json();
    const generated = (summary.totals.generatedKg / 1000).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(text).toContain(generated);
    expect(text).toContain('2,631,650.0');
    // The reconciled figures and the method, in words a reader can search.
    const reconciliation = (await get(`/reconciliation?year=${YEAR}&level=NATIONAL`, tokens.admin)).json();
    const collection = reconciliation.flows.find(
      (flow: { from: string; to: string }) => flow.from === 'generated' && flow.to === 'collection',
    );
    const oneDecimal = (kg: number) => (kg / 1000).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(text).toContain('Reported and reconciled flows');
    expect(text).toContain(oneDecimal(collection.reconciledKg));
    expect(text).toContain(oneDecimal(collection.sdKg));
    expect(text).toMatch(/weighted\s+least\s+squares/);
    expect(text).toMatch(/chi-square\s+global\s+test/);
    expect(text).toMatch(/Sidak\s+bound/);
    expect(text).toContain('Uncertainty of the inputs by kind');

    const tamil = await get(`/national-report?year=${YEAR}&format=pdf&lang=ta`, tokens.admin);
    expect(tamil.statusCode).toBe(200);
    expect(await pdfText(tamil.rawPayload)).toContain(generated);
  });

  it('is refused without a format, in an unknown language, and to a signed-out caller', async () => {
    expect((await get(`/national-report?year=${YEAR}`, tokens.admin)).statusCode).toBe(400);
    expect((await get(`/national-report?year=${YEAR}&format=pdf&lang=fr`, tokens.admin)).statusCode).toBe(400);
    expect((await app().inject({ method: 'GET', url: `/api/v1/mfa/national-report?year=${YEAR}&format=pdf` })).statusCode).toBe(401);
  });
});

/** The text shown by the PDF's content streams (the invisible layer laid over each pictured page). */
async function pdfText(pdf: Buffer): Promise<string> {
  const { inflateSync } = await import('node:zlib');
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/<< \/Filter \/FlateDecode \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    const content = inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1');
    for (const shown of content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) texts.push(shown[1].replace(/\\(.)/g, '$1'));
  }
  return texts.join('\n');
}
