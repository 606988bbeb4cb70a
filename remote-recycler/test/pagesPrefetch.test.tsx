import { colomboYear } from '@waste/shared';
import { describeEveryPagesFirstReads, type FirstReadsPage } from '@waste/shared/testing';
import type { InternalAxiosRequestConfig } from 'axios';
import recyclerModule from '../src/module';
import { line, MASTER_DATA, SAVED_RETURN } from './fixtures';
import { recyclerUser } from './renderPage';

const YEAR = colomboYear();
const RETURN = { ...SAVED_RETURN, intake: [line('SRC-CM', 'Collectors and middlemen', 1000)], output: [line('HPT-FLK', 'Flakes', 700)] };

/** Every read these pages make, answered; anything else (a card below the fold) refused. */
const ANSWERS: Record<string, unknown> = {
  '/users/me': recyclerUser,
  '/recycler/own-graph': { fromYear: YEAR, toYear: YEAR, months: [], outputByProductType: [] },
  '/recycler/national-graph': { months: [] },
  '/recycler/search-waste-data-list': { rows: [SAVED_RETURN], total: 1 },
  '/recycler/master-data': MASTER_DATA,
  [`/recycler/waste-data-detail/${RETURN.id}`]: RETURN,
};

/** A read as the server sees it: its address, and its body if it has one (the dashboard asks one address for two spans). */
const readOf = (call: InternalAxiosRequestConfig) => (call.data ? `${call.url} ${String(call.data)}` : String(call.url));
const graph = (path: string, fromYear: number) => `${path} ${JSON.stringify({ fromYear, toYear: YEAR })}`;

/** Each page: an address of it, and the reads its first render makes. */
const PAGES: FirstReadsPage[] = [
  {
    address: '/dashboard',
    reads: [graph('/recycler/own-graph', YEAR), graph('/recycler/own-graph', YEAR - 1), graph('/recycler/national-graph', YEAR - 1)],
  },
  { address: '/wasteData', reads: [`/recycler/search-waste-data-list ${JSON.stringify({ pageStart: 0, pageSize: 25, pageSort: 'ASC' })}`] },
  { address: '/wasteData/addData', reads: ['/recycler/master-data'] },
  { address: `/wasteData/view/${RETURN.id}`, reads: [`/recycler/waste-data-detail/${RETURN.id}`] },
  { address: `/wasteData/correct/${RETURN.id}`, reads: [`/recycler/waste-data-detail/${RETURN.id}`, '/recycler/master-data'] },
];

describeEveryPagesFirstReads(recyclerModule, PAGES, ANSWERS, { user: recyclerUser, readOf });
