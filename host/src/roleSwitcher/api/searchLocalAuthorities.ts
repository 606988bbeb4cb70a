import { apiPostQuery, type ApiResponse } from '@waste/shared';
import { PICKER_PAGE, pickerQuery } from './pickerQuery';

export type LocalAuthorityRow = ApiResponse<'/local-authority/search-la', 'post'>['rows'][number];

/** Every local authority, for the role switcher's picker. */
export const localAuthorityPickerQuery = pickerQuery(apiPostQuery('/local-authority/search-la', PICKER_PAGE));
