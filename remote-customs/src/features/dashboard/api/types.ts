import type { ApiBody } from '@waste/shared';

/** What the statistics cover: the flow ('' for import and export together, spec section 7), from year, to year. */
export type GraphFilter = ApiBody<'/customs/statisticsGraphs', 'post'>;
