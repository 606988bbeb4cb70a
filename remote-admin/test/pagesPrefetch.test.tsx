import { colomboYear, ROLE } from '@waste/shared';
import { describeEveryPagesFirstReads, testUser, type FirstReadsPage } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import adminModule from '../src/module';
import { NEGOMBO_RECYCLER } from './fixtures';

const superAdmin = testUser(ROLE.SUPER_ADMIN);
const admin = testUser(ROLE.ADMIN);

const NONE = { rows: [], total: 0 };
const totals = { generatedKg: 900_000_000, collectedKg: 300_000_000, recycledKg: 20_000_000, leakedKg: 90_000_000, burnedKg: 300_000_000 };

/** An authority's reference data (get-la-info), as a super admin's view of it reads it. */
const COLOMBO_INFO = {
  id: 'LG-11001',
  code: 'CMC',
  name: 'Colombo MC',
  nameSi: 'Colombo මහ නගර සභාව',
  nameTa: 'Colombo மாநகர சபை',
  nameTranslation: 'council_type_only',
  councilType: { code: 'MC', name: 'Municipal Council' },
  district: { id: 'LK-11', name: 'Colombo', nameSi: 'කොළඹ', nameTa: 'கொழும்பு' },
  province: { id: 'LK-1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' },
};

/** The prefetched reads, each answered; anything else (the rest of the dashboard) not found. */
const ANSWERS: Record<string, unknown> = {
  '/admin/district-map': { year: colomboYear(), districts: [] },
  '/requests/waiting': { waiting: 3, unseen: 1, ages: [] },
  '/mfa/mfa-national-summary': {
    year: colomboYear(),
    authorities: 341,
    authoritiesWithData: 12,
    estimatedAuthorityIds: [],
    totals,
    rates: {},
    flows: [],
    leakage: [],
    flags: [],
    provinces: [],
  },
  '/loggers/options': { actions: ['update'], entities: ['user'] },
  '/loggers/search': NONE,
  '/requests/search': NONE,
  '/mfa/uncertainty-rules': { rules: [], history: [] },
  '/recycler/master-data': {
    plasticSources: [],
    hardPlasticProductTypes: [],
    softPlasticProductTypes: [],
    plasticRejectedDestinations: [],
  },
  [`/recycler/view/${NEGOMBO_RECYCLER.id}`]: NEGOMBO_RECYCLER,
  '/master-data/provinces': [{ id: 'LK-1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' }],
  '/master-data/districts': [{ id: 'LK-12', provinceId: 'LK-1', name: 'Gampaha', nameSi: 'ගම්පහ', nameTa: 'கம்பகா' }],
  '/master-data/get-la-types': [{ id: 'MC', name: 'Municipal Council' }],
  '/master-data/local-authorities': [],
  '/admin/local-authorities/search': { year: colomboYear(), ...NONE },
  '/users/search': NONE,
  '/recycler/search': NONE,
  '/local-authority/get-la-info': COLOMBO_INFO,
  [`/admin/local-authorities/${COLOMBO_INFO.id}/waste`]: NONE,
};

const PAGES: FirstReadsPage[] = [
  {
    address: '/dashboard',
    reads: ['/admin/district-map', '/loggers/search', '/requests/waiting', '/mfa/mfa-national-summary'],
    shows: () => screen.findByTestId('waiting-unseen'),
  },
  {
    // An admin does not see the audit log: the prefetch does not ask for it.
    user: admin,
    address: '/dashboard',
    reads: ['/admin/district-map', '/requests/waiting', '/mfa/mfa-national-summary'],
    shows: () => screen.findByTestId('waiting-unseen'),
  },
  {
    user: admin,
    address: '/requests?seen=false&start=25',
    reads: ['/requests/search'],
    shows: () => screen.findByTestId('requests-table'),
  },
  {
    address: '/loggers?action=update',
    reads: ['/loggers/search', '/loggers/options'],
    shows: () => screen.findByText('No audit entries found'),
  },
  {
    address: '/uncertainty-rules',
    reads: ['/mfa/uncertainty-rules'],
    shows: () => screen.findByTestId('uncertainty-rules-table'),
  },
  {
    address: '/recycler/master-data',
    reads: ['/recycler/master-data'],
    shows: () => screen.findByTestId('master-data-plasticSources'),
  },
  {
    address: `/recycler/view/${NEGOMBO_RECYCLER.id}`,
    reads: [`/recycler/view/${NEGOMBO_RECYCLER.id}`],
    shows: () => screen.findByTestId('recycler-view'),
  },
  {
    address: `/recycler/edit/${NEGOMBO_RECYCLER.id}`,
    reads: [`/recycler/view/${NEGOMBO_RECYCLER.id}`, '/master-data/provinces', '/master-data/districts'],
    shows: () => screen.findByDisplayValue(NEGOMBO_RECYCLER.name),
  },
  {
    address: '/recycler/register',
    reads: ['/master-data/provinces', '/master-data/districts'],
    shows: () => screen.findByTestId('recycler-form'),
  },
  {
    // The searcher's choices as it opens, nothing chosen: the districts also name the rows' areas (one read for both).
    address: '/local-authorities?name=Colombo&start=25',
    reads: [
      '/admin/local-authorities/search',
      '/master-data/provinces',
      '/master-data/districts',
      '/master-data/get-la-types',
      '/master-data/local-authorities',
    ],
    shows: () => screen.findByTestId('local-authorities-table'),
  },
  {
    address: '/customs?start=25&size=50',
    reads: ['/users/search'],
    shows: () => screen.findByTestId('customs-accounts-table'),
  },
  {
    address: '/recycler?provinces=LK-1&status=ACTIVE',
    reads: ['/recycler/search', '/master-data/provinces', '/master-data/districts'],
    shows: () => screen.findByTestId('recyclers-table'),
  },
  {
    // The address's page of accounts and the queue switch's count of sign-ups waiting.
    address: '/accounts?waiting=true&sort=DESC',
    reads: ['/users/search', '/users/search'],
    shows: () => screen.findByTestId('accounts-table'),
  },
  {
    // Its centres and flows, below the fold, are the page's own reads.
    address: `/wasteData/la-view/${COLOMBO_INFO.id}?start=25`,
    reads: ['/local-authority/get-la-info', '/admin/local-authorities/search', `/admin/local-authorities/${COLOMBO_INFO.id}/waste`],
    shows: () => screen.findByTestId('la-view-waste'),
  },
];

describeEveryPagesFirstReads(adminModule, PAGES, ANSWERS, { user: superAdmin });
