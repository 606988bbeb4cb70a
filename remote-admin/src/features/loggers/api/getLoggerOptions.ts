import { apiGetQuery, PREFETCHED_READ_STALE_MS, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type LoggerOptions = ApiResponse<'/loggers/options', 'get'>;

/** The actions and entities the log holds, for the filters' choices; /loggers prefetches them. */
export const loggerOptionsQuery = { ...apiGetQuery('/loggers/options'), staleTime: PREFETCHED_READ_STALE_MS };

export const useLoggerOptions = () => useQuery(loggerOptionsQuery);
