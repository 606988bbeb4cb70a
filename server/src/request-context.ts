import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line and audit entry of one request (or one background job run) shares. */
export interface RequestContext {
  requestId: string;
}

/** Entered for each request by plugins/logging.ts and for each job run by jobs/workers.ts. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request or job this code runs for; null outside one (start-up, seeds). */
export function currentRequestId(): string | null {
  return requestContext.getStore()?.requestId ?? null;
}
