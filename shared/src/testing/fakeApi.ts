import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { apiClient } from '../api/client';

type Reply = { status: number; data?: unknown };
type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/**
 * Replaces the network under the one API client (and any bare axios call) in a unit test: each request
 * goes to `handler`, which answers a status and a body.
 */
export function fakeApi(handler: Handler): { calls: InternalAxiosRequestConfig[]; restore: () => void } {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: {}, config } as AxiosResponse;
    if (reply.status >= 400) throw new AxiosError(`Request failed with status ${reply.status}`, undefined, config, undefined, response);
    return response;
  };
  const previous = apiClient.defaults.adapter;
  apiClient.defaults.adapter = adapter;
  const axiosDefaults = jest.requireActual<typeof import('axios')>('axios').default.defaults;
  const previousGlobal = axiosDefaults.adapter;
  axiosDefaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      apiClient.defaults.adapter = previous;
      axiosDefaults.adapter = previousGlobal;
    },
  };
}
