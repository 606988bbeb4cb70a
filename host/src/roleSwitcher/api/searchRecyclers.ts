import { apiPostQuery, type ApiResponse } from '@waste/shared';
import { PICKER_PAGE, pickerQuery } from './pickerQuery';

/** What the picker shows and stores of a recycler (the registry's rows carry more). */
export type RecyclerRow = Pick<ApiResponse<'/recycler/search', 'post'>['rows'][number], 'id' | 'name' | 'primaryAddress' | 'hotline'>;

/** Every recycler, for the role switcher's picker. */
export const recyclerPickerQuery = pickerQuery(apiPostQuery('/recycler/search', PICKER_PAGE));
