import { bareCaller } from './bareCalls.mjs';
import { printComparison } from './figures.mjs';
import { startHttpFloor } from './httpFloor.mjs';
import { peakRssMiB } from './memory.mjs';
import { API_URL, SECONDS_PER_RUN } from './scratchProduct.mjs';
import { loadApi, loadDirect } from './timedCalls.mjs';

/**
 * An API call beside the same work done bare (`bare(args)`, a repository call as bareCalls.mjs names it) two
 * ways: in the bench's process on its own pool (the bare SQL), and behind the HTTP floor (httpFloor.mjs), at
 * each concurrency for SECONDS_PER_RUN each, all three fed the same seeded mix (`mix()` makes a fresh generator
 * of a call's arguments, `api(args)` the API call for them); prints the comparison and the API's peak memory.
 */
export async function compareUnderLoad({ server, db, databaseUrl }, concurrencies, mix, { api, bare }) {
  const callBare = await bareCaller(db);
  const floor = await startHttpFloor(databaseUrl);
  const cases = [];
  try {
    for (const concurrency of concurrencies) {
      const [apiArgs, floorArgs, directArgs] = [mix(), mix(), mix()];
      const load = (url, call) => loadApi({ url, connections: concurrency, seconds: SECONDS_PER_RUN, next: call });
      cases.push({
        label: String(concurrency),
        api: await load(API_URL, () => api(apiArgs())),
        floor: await load(floor.url, () => ({ path: '/bare', body: bare(floorArgs()) })),
        direct: await loadDirect(concurrency, () => callBare(bare(directArgs())), SECONDS_PER_RUN),
      });
    }
  } finally {
    await floor.stop();
  }
  printComparison('concurrency', cases);
  console.log(`API server peak memory (VmHWM): ${peakRssMiB(server.pid).toFixed(0)} MiB`);
}
