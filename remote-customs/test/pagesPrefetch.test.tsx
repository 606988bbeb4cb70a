import { describeEveryPagesFirstReads, type FirstReadsPage } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import customsModule from '../src/module';
import { SACKS_AND_BAGS, SEARCH_OPTIONS } from './hsCodeFixtures';
import { customsUser } from './renderPage';

const line = {
  id: 'line-1',
  hsCode: '392321',
  year: 2025,
  month: 3,
  description: 'Sacks and bags',
  sectorId: 'PACKAGING',
  partnerCountry: 'CHN',
  netWeightKg: 1200,
  value: 5000,
  currency: 'USD',
  fileName: 'imports-2025-03.csv',
};
const upload = {
  id: 'job-1',
  fileName: 'imports-2025-03.csv',
  type: 'IMPORT',
  fileFormat: 'csv',
  sizeBytes: 100,
  rows: 1,
  status: 'COMPLETED',
  errorMessage: null,
  createdBy: { id: 'u-2', name: 'Nimal Perera' },
  createdAt: '2026-03-02T05:00:00.000Z',
  finishedAt: '2026-03-02T05:00:01.000Z',
};
const tonnes = { tonnes: 7, valueUsd: 1000, importTonnes: 5, exportTonnes: 2 };

const ANSWERS: Record<string, unknown> = {
  '/customs/graph-init-search': { importExportType: [{ id: '', name: 'Import/Export' }], years: [2025, 2024] },
  '/customs/statisticsGraphs': { perYear: [{ year: 2025, ...tonnes }], perMonth: [], topHsCodes: [] },
  '/customs/sectorGenerationStatisticsGraphs': { sectors: [] },
  '/customs/partnerStatisticsGraphs': { partners: [{ partnerCountry: 'CHN', ...tonnes }], others: null },
  '/users/me': { ...customsUser, email: 'customs@demo.lk' },
  '/hscode/init-search': { ...SEARCH_OPTIONS, version: '4' },
  '/hscode/search': { rows: [SACKS_AND_BAGS], total: 1, version: '4' },
  '/hscode/search-new': { rows: [SACKS_AND_BAGS], total: 1, version: '4' },
  '/sector': { sectors: [{ id: 'PACKAGING', name: 'Packaging' }] },
  '/customs/init-search': SEARCH_OPTIONS,
  '/customs/search': { rows: [line], total: 1 },
  '/customs-log/search': { rows: [upload], total: 1 },
  '/customs-log/view/search/job-1': { upload, rows: [line], total: 1 },
};

const PAGES: FirstReadsPage[] = [
  {
    address: '/dashboard',
    reads: [
      '/customs/graph-init-search',
      '/customs/statisticsGraphs',
      '/customs/sectorGenerationStatisticsGraphs',
      '/customs/partnerStatisticsGraphs',
    ],
    shows: () => screen.findByTestId('stats-by-partner'),
  },
  {
    address: '/hscodes',
    reads: ['/hscode/init-search', '/hscode/search', '/sector'],
    shows: () => screen.findByText('392321'),
  },
  {
    address: '/pending-hscodes',
    reads: ['/hscode/search-new', '/hscode/init-search'],
    shows: () => screen.findByText('392321'),
  },
  {
    address: '/import',
    reads: ['/customs/search', '/customs/init-search', '/sector'],
    shows: () => screen.findByText('imports-2025-03.csv'),
  },
  {
    address: '/export?sector=PACKAGING&start=25',
    reads: ['/customs/search', '/customs/init-search', '/sector'],
    shows: () => screen.findByText('imports-2025-03.csv'),
  },
  {
    address: '/data-log',
    reads: ['/customs-log/search'],
    shows: () => screen.findByText('imports-2025-03.csv'),
  },
  {
    address: '/customs/data-log/view/job-1',
    reads: ['/customs-log/view/search/job-1', '/sector'],
    shows: () => screen.findByTestId('upload-descriptions'),
  },
];

describeEveryPagesFirstReads(customsModule, PAGES, ANSWERS, { user: customsUser });
