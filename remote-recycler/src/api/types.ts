import type { ApiBody, ApiResponse } from '@waste/shared';

/** The body of `POST /recycler/save-recycler-waste-data`: one month and plastic type. */
export type ReturnInput = ApiBody<'/recycler/save-recycler-waste-data', 'post'>;
export type PlasticType = ReturnInput['plasticType'];
export type RecyclerReturnDetail = ApiResponse<'/recycler/waste-data-detail/{id}', 'get'>;
export type ReturnSearchResult = ApiResponse<'/recycler/search-waste-data-list', 'post'>;
export type RecyclerReturn = ReturnSearchResult['rows'][number];
export type ReturnSearchFilters = Pick<ApiBody<'/recycler/search-waste-data-list', 'post'>, 'year' | 'plasticType'>;
export type MasterData = ApiResponse<'/recycler/master-data', 'get'>;
export type MasterDataEntry = MasterData['plasticSources'][number];
export type OwnGraph = ApiResponse<'/recycler/own-graph', 'post'>;
export type NationalGraph = ApiResponse<'/recycler/national-graph', 'post'>;
export type GraphYears = ApiBody<'/recycler/own-graph', 'post'>;

export const PLASTIC_TYPES = ['HARD', 'SOFT'] as const satisfies readonly PlasticType[];
