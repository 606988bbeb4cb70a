import type { ApiBody, ApiResponse } from '@waste/shared';

/** The body of `POST /recycler/save-recycler-waste-data`: one month and plastic type. */
export type ReturnInput = ApiBody<'/recycler/save-recycler-waste-data', 'post'>;
export type PlasticType = ReturnInput['plasticType'];
/** A saved return with each line's name, as the detail page and the save answer it. */
export type RecyclerReturnDetail = ApiResponse<'/recycler/waste-data-detail/{id}', 'get'>;
export type ReturnSearchFilters = Pick<ApiBody<'/recycler/search-waste-data-list', 'post'>, 'year' | 'plasticType'>;
export type MasterData = ApiResponse<'/recycler/master-data', 'get'>;
export type MasterDataEntry = MasterData['plasticSources'][number];
/** The body of `POST /recycler/waste-corrections`: void a return, or replace it with the save's body. */
export type CorrectionInput = ApiBody<'/recycler/waste-corrections', 'post'>;
export type CorrectionCreated = ApiResponse<'/recycler/waste-corrections', 'post'>;
export type SentCorrection = ApiResponse<'/recycler/sent-corrections', 'get'>[number];
export type ReturnStatus = RecyclerReturnDetail['status'];
