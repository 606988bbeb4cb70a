// How the benches load the API and what they compare it with. autocannon keeps the API's connections busy; the
// bare side (a repository function on a pg pool, which autocannon cannot call) is a loop of the same shape. Both
// time a call from its sending to its answer and summarise with figures.mjs, so a ratio compares like with like.
import autocannon from 'autocannon';
import { summary } from './figures.mjs';

const tally = () => ({ timings: [], errors: 0, firstError: undefined });
/** The summary of a tally's timings, beside the timings themselves (to merge with another run's). */
const figures = ({ timings, errors, firstError }, seconds) => ({
  ...summary(timings),
  timings,
  rps: seconds === undefined ? undefined : timings.length / seconds,
  errors,
  firstError,
});

/**
 * `connections` keep-alive connections to the API at `url` (one or several, shared out among the connections),
 * each sending its next call as soon as the last is answered, for `seconds` or until `.stop()`; `perSecond`
 * paces each connection to that many calls a second instead. `next()` makes each call: { name?, method = 'POST',
 * path under /api/v1, body?, token? }; a call answered 2xx counts, any other answer is a failure. Resolves the
 * figures of all calls, and of each name in `byName`.
 */
export function loadApi({ url, connections, seconds, next, perSecond }) {
  const all = tally();
  const byName = {};
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    connectionRate: perSecond,
    timeout: 120,
    requests: [
      {
        setupRequest(request, context) {
          const call = next();
          Object.assign(context, { name: call.name ?? '', sent: performance.now() });
          const headers = call.token ? { authorization: `Bearer ${call.token}` } : {};
          if (call.body !== undefined) headers['content-type'] = 'application/json';
          const body = call.body === undefined ? '' : JSON.stringify(call.body);
          return { ...request, method: call.method ?? 'POST', path: `/api/v1${call.path}`, headers, body };
        },
        onResponse(status, body, context) {
          const elapsed = performance.now() - context.sent;
          for (const calls of [all, (byName[context.name] ??= tally())]) {
            if (status >= 200 && status < 300) calls.timings.push(elapsed);
            else {
              calls.errors += 1;
              calls.firstError ??= `${status} ${body.slice(0, 200)}`;
            }
          }
        },
      },
    ],
  });
  const done = instance.then((result) => {
    // Timeouts and lost connections have no answer to put under a call's name.
    all.errors += result.errors;
    all.firstError ??= result.errors > 0 ? `${result.errors} calls without an answer (${result.timeouts} timed out)` : undefined;
    return {
      ...figures(all, result.duration),
      byName: Object.fromEntries(Object.entries(byName).map(([name, calls]) => [name, figures(calls, result.duration)])),
    };
  });
  return Object.assign(done, { stop: () => instance.stop() });
}

/** `call` from `concurrency` loops, each calling again as soon as the last call settled, for `seconds`. */
export async function loadDirect(concurrency, call, seconds) {
  const calls = tally();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        try {
          await call();
          calls.timings.push(performance.now() - sent);
        } catch (error) {
          calls.errors += 1;
          calls.firstError ??= error.message;
        }
      }
    }),
  );
  return figures(calls, (performance.now() - started) / 1000);
}

/** `call` `times` times one after the other, `before()` untimed before each (for what cannot overlap, such as a cold cache). */
export async function timeEach(times, call, before = async () => undefined) {
  const calls = tally();
  for (let i = 0; i < times; i += 1) {
    await before();
    const sent = performance.now();
    await call();
    calls.timings.push(performance.now() - sent);
  }
  return figures(calls);
}

/** A seeded pseudo-random number generator, so that both sides of a comparison see the same mix of calls. */
export function seededRandom(seed = 42) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
