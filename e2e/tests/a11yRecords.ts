import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS } from './helpers';

/** The records the axe walk (accessibility.spec.ts) opens its record pages on, saved through the API first. */

/** Sri Lanka's year, as the server's date checks count it. */
const THIS_YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric' }).format(new Date()));
/**
 * The year of this spec's waste record and recycler return: one no other spec saves in (charts: last year;
 * mfa: nine years back; wasteData and wasteDataKeyboard: the last 100 days; recycler: the last two months).
 */
const RECORD_YEAR = THIS_YEAR - 5;
/** Names and file contents of this run: a centre's name is unique within its authority, a customs file's content once. */
const RUN = Date.now().toString(36);
const ISO = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** Builders' ware: subheadings with a sector from the first start (no pending code), used by no other spec. */
export const UPLOAD_HS_CODES = ['392510', '392590'];

/** The records the record pages open, as the API answered when this spec saved them (or an earlier run did). */
export interface Records {
  wasteRecord: { id: string; wasteId: string; localAuthorityId: string; localAuthority: { name: string } };
  centre: { id: string; name: string };
  centreEntry: { id: string; centreName: string };
  upload: { id: string; fileName: string };
  recyclerReturn: { id: string; recyclerId: string; recyclerName: string; month: string };
}

/**
 * A record saved for a record page, read back by its id. Its period is this spec's own, so the only record
 * it can collide with is the one an earlier run against the same database saved: the server then answers
 * 409 naming that record, which is read back instead.
 */
async function savedOrExisting<T>(saved: APIResponse, read: (id: string) => Promise<APIResponse>): Promise<T> {
  expect([201, 409], await saved.text()).toContain(saved.status());
  const answer = await saved.json();
  const found = await read(saved.status() === 201 ? answer.id : answer.details.id);
  expect(found.status(), await found.text()).toBe(200);
  return found.json();
}

/** The records the record pages open, saved through the API as each role would save them. */
export async function saveRecords(request: APIRequestContext): Promise<Records> {
  const colombo = await apiHeaders(request, DEMO_ACCOUNTS.colomboMc);
  const wasteRecord = await savedOrExisting<Records['wasteRecord']>(
    await request.post('/api/v1/local-authority/insert/la-waste-data', {
      headers: colombo,
      data: {
        frequencyType: 'RANGE',
        startDate: `${RECORD_YEAR}-01-01`,
        endDate: `${RECORD_YEAR}-12-31`,
        plasticType: 'SOFT',
        quantityUnit: 'MT_PER_YEAR',
        collectedQuantity: 900,
        recoveredQuantity: 120,
        rejectedQuantity: 30,
        discardedQuantity: 600,
        recycledQuantityKg: 90_000,
        productType: 'Carrier bags',
        destination: 'Kerawalapitiya',
        budget: 250_000,
        description: 'Saved by the accessibility check',
      },
    }),
    (id) => request.get(`/api/v1/local-authority/waste-view/${id}`, { headers: colombo }),
  );

  const centreSaved = await request.post('/api/v1/sampath-piyasa/save-center', {
    headers: colombo,
    data: {
      name: `Axe Centre ${RUN}`,
      location: 'Baseline Road, Colombo 09',
      latitude: 6.9271,
      longitude: 79.8612,
      description: 'Saved by the accessibility check',
      isMaterialRecoveryFacility: true,
      isRecyclingFacility: true,
    },
  });
  expect(centreSaved.status(), await centreSaved.text()).toBe(200);
  const centre = (await centreSaved.json()) as Records['centre'];
  const entrySaved = await request.post('/api/v1/sampath-piyasa/save-waste-data', {
    headers: colombo,
    data: {
      entries: [
        {
          sampathPiyasaId: centre.id,
          frequencyType: 'RANGE',
          startDate: ISO(14),
          endDate: ISO(8),
          typeOfCollectionId: 'BROUGHT_BY_PUBLIC',
          quantities: [
            { materialId: 'PET_HARD', collectedKg: 310, soldKg: 200, rejectedKg: 15 },
            { materialId: 'PAPER', collectedKg: 120, soldKg: 100, rejectedKg: 5 },
          ],
        },
      ],
    },
  });
  expect(entrySaved.status(), await entrySaved.text()).toBe(201);
  const [centreEntry] = (await entrySaved.json()).entries as Records['centreEntry'][];

  const customs = await apiHeaders(request, DEMO_ACCOUNTS.customs);
  const fileName = `axe-imports-${RUN}.csv`;
  const csv = [
    'year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency',
    `2023,6,${UPLOAD_HS_CODES[0]},Water tanks ${RUN},IND,40,u,3200,5100,USD`,
    `2023,7,${UPLOAD_HS_CODES[1]},Gutters and fittings,CHN,,kg,1800,2600,USD`,
  ].join('\n');
  const uploaded = await request.post('/api/v1/customs/upload?type=IMPORT', {
    headers: customs,
    multipart: { file: { name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(202);
  const { jobId } = (await uploaded.json()) as { jobId: string };
  await expect
    .poll(async () => (await (await request.get(`/api/v1/customs/status/${jobId}`, { headers: customs })).json()).status, {
      message: `${fileName} imported`,
      timeout: 45_000,
    })
    .toBe('COMPLETED');

  const recycler = await apiHeaders(request, DEMO_ACCOUNTS.recycler);
  const lists = (await (await request.get('/api/v1/recycler/master-data', { headers: recycler })).json()) as Record<
    string,
    { id: string }[]
  >;
  const recyclerReturn = await savedOrExisting<Records['recyclerReturn']>(
    await request.post('/api/v1/recycler/save-recycler-waste-data', {
      headers: recycler,
      data: {
        month: `${RECORD_YEAR}-06`,
        plasticType: 'SOFT',
        openingStockKg: 100,
        intake: [{ sourceId: lists.plasticSources[0].id, kg: 600 }],
        output: [{ productTypeId: lists.softPlasticProductTypes[0].id, kg: 500 }],
        rejected: [{ destinationId: lists.plasticRejectedDestinations[0].id, kg: 50 }],
        closingStockKg: 150,
      },
    }),
    (id) => request.get(`/api/v1/recycler/waste-data-detail/${id}`, { headers: recycler }),
  );

  return { wasteRecord, centre, centreEntry, upload: { id: jobId, fileName }, recyclerReturn };
}
