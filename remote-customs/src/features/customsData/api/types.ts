import type { ApiQuery } from '@waste/shared';

/** The flow a file, its lines and its downloads belong to: IMPORT or EXPORT. */
export type CustomsType = ApiQuery<'/customs/search', 'post'>['type'];
