import { colomboYear } from '@waste/shared';
import { colomboUser, describeEveryPagesFirstReads, type FirstReadsPage } from '@waste/shared/testing';
import type { Centre } from '../src/features/sampathPiyasa/api/types';
import localAuthorityModule from '../src/module';
import { BORELLA, CENTRE_FORM_OPTIONS, centreEntry } from './centreFixtures';
import { FORM_OPTIONS, WASTE_SEARCH_OPTIONS, wasteRecord, wasteRecordView } from './fixtures';

const RECORD = wasteRecordView();
const ENTRY = centreEntry();
const CENTRE: Centre = {
  id: BORELLA,
  name: 'Borella Centre',
  location: 'Borella',
  localAuthorityId: 'LG-11001',
  latitude: null,
  longitude: null,
  isMaterialRecoveryFacility: true,
  isRecyclingFacility: false,
  description: '',
  isActive: true,
  lastEntryDate: null,
  collectedKgThisYear: 0,
};
const zero = { collectedKg: 0, recycledKg: 0, recoveredKg: 0, rejectedKg: 0, discardedKg: 0 };
const COLLECTION = {
  localAuthorityId: 'LG-11001',
  year: colomboYear(),
  years: [colomboYear()],
  months: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, ...zero })),
  totals: zero,
};

/** Every read these pages make, answered; anything else (a card below the fold) refused. */
const ANSWERS: Record<string, unknown> = {
  '/local-authority/get-la-info': FORM_OPTIONS.localAuthority,
  '/local-authority/la-waste-collection': COLLECTION,
  '/local-authority/init-waste-search': WASTE_SEARCH_OPTIONS,
  '/local-authority/search-waste': { rows: [wasteRecord()], total: 1 },
  '/local-authority/init-waste-form': FORM_OPTIONS,
  [`/local-authority/waste-view/${RECORD.id}`]: RECORD,
  '/sampath-piyasa/search-center': { rows: [CENTRE], total: 1 },
  '/sampath-piyasa/init-waste-form': CENTRE_FORM_OPTIONS,
  [`/sampath-piyasa/center/${BORELLA}`]: CENTRE,
  [`/sampath-piyasa/waste-view/${ENTRY.id}`]: ENTRY,
  '/sampath-piyasa/search-waste': { rows: [], total: 0 },
  '/sampath-piyasa/collected-quantities-graph': { months: [] },
  '/sampath-piyasa/recyclable-waste-graph': { materials: [] },
  '/mfa/diagram-la': new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
};

/** Each page with a prefetch: an address of it, and the reads its first render makes (the dashboard has its own test). */
const PAGES: FirstReadsPage[] = [
  { address: '/wasteData', reads: ['/local-authority/search-waste', '/local-authority/init-waste-search'] },
  { address: '/wasteData/addData', reads: ['/local-authority/init-waste-form'] },
  { address: `/wasteData/view/${RECORD.id}`, reads: [`/local-authority/waste-view/${RECORD.id}`] },
  { address: `/wasteData/correct/${RECORD.id}`, reads: [`/local-authority/waste-view/${RECORD.id}`, '/local-authority/init-waste-form'] },
  {
    address: `/wasteData/la-view/${colomboUser.selectedLocalAuthority!.id}`,
    reads: ['/local-authority/get-la-info', '/local-authority/la-waste-collection', '/local-authority/search-waste'],
  },
  { address: '/sampath-piyasa', reads: ['/sampath-piyasa/search-center'] },
  { address: '/sampath-piyasa/register', reads: ['/sampath-piyasa/init-waste-form'] },
  { address: '/sampath-piyasa/addData', reads: ['/sampath-piyasa/init-waste-form'] },
  { address: `/sampath-piyasa/waste-view/${ENTRY.id}`, reads: [`/sampath-piyasa/waste-view/${ENTRY.id}`] },
  { address: `/sampath-piyasa/correct/${ENTRY.id}`, reads: [`/sampath-piyasa/waste-view/${ENTRY.id}`, '/sampath-piyasa/init-waste-form'] },
  {
    address: `/sampath-piyasa/center/${BORELLA}`,
    reads: [
      `/sampath-piyasa/center/${BORELLA}`,
      '/sampath-piyasa/search-waste',
      '/sampath-piyasa/collected-quantities-graph',
      '/sampath-piyasa/recyclable-waste-graph',
    ],
  },
  { address: '/parameters', reads: ['/mfa/diagram-la'] },
];

describeEveryPagesFirstReads(localAuthorityModule, PAGES, ANSWERS, { user: colomboUser, ownTests: ['dashboard'] });
