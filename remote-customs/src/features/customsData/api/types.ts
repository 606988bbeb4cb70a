import type { ApiBody } from '@waste/shared';

/** The flow a file, its lines and its downloads belong to: IMPORT or EXPORT. */
export type CustomsType = NonNullable<ApiBody<'/customs-log/search', 'post'>['type']>;

/** The filters of the flow's lines, as the lines search and the download take them. */
export type LinesFilters = Pick<ApiBody<'/customs/search', 'post'>, 'hscode' | 'sector'>;
