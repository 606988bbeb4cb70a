import { apiGetQuery, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type LoggerOptions = ApiResponse<'/loggers/options', 'get'>;

/** The actions and entities the log holds, for the filters' choices. */
export const useLoggerOptions = () => useQuery(apiGetQuery('/loggers/options'));
