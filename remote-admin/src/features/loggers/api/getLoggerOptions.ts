import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type LoggerOptions = ApiResponse<'/loggers/options', 'get'>;

/** The actions and entities the log holds, for the filters' choices. */
export async function getLoggerOptions(): Promise<LoggerOptions> {
  const { data } = await apiClient.get<LoggerOptions>('/loggers/options');
  return data;
}

export function useLoggerOptions() {
  return useQuery({ queryKey: apiQueryKey('/loggers/options'), queryFn: getLoggerOptions });
}
