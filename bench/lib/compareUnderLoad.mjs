import { printComparison } from './figures.mjs';
import { peakRssMiB } from './memory.mjs';
import { API_URL, SECONDS_PER_RUN } from './scratchProduct.mjs';
import { loadApi, loadDirect } from './timedCalls.mjs';

/**
 * An API call beside the same work done directly (`direct`, the repository's SQL on the bench's pool), at each
 * concurrency for SECONDS_PER_RUN each side, both fed the same seeded mix (`mix()` makes a fresh generator of a
 * call's arguments, `api(args)` the API call for them); prints the comparison and the API's peak memory.
 */
export async function compareUnderLoad(server, concurrencies, mix, { api, direct }) {
  const cases = [];
  for (const concurrency of concurrencies) {
    const apiArgs = mix();
    const directArgs = mix();
    cases.push({
      label: String(concurrency),
      api: await loadApi({ url: API_URL, connections: concurrency, seconds: SECONDS_PER_RUN, next: () => api(apiArgs()) }),
      direct: await loadDirect(concurrency, () => direct(directArgs()), SECONDS_PER_RUN),
    });
  }
  printComparison('concurrency', cases);
  console.log(`API server peak memory (VmHWM): ${peakRssMiB(server.pid).toFixed(0)} MiB`);
}
