import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { AxiosError, AxiosHeaders } from 'axios';
import { clearUserEntries, keepEntry, keptEntries, keptEntry, type OfflineEntry } from '../src/offline/offlineStore';
import { isNetworkFailure, sendKeptEntries } from '../src/offline/sendKept';

// Issue 42 point 2: entries kept on the device while offline are sent once the line is back; a refusal is
// kept with its reason for the author to correct, never dropped; each user sees and clears only their own.

// jsdom has no structuredClone, which fake-indexeddb calls (when storing) to copy values as a browser does.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

let next = 0;
function entry(userId: string, changes: Partial<OfflineEntry> = {}): OfflineEntry {
  next += 1;
  return {
    key: `key-${next}`,
    userId,
    kind: 'la-waste',
    scope: {},
    input: { entryDate: '2025-03-10', n: next },
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, next)).toISOString(),
    status: 'waiting',
    ...changes,
  };
}

const answered = (status: number, data: object) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
const noLine = () => new AxiosError('Network Error', 'ERR_NETWORK');

beforeEach(async () => {
  await clearUserEntries('ann');
  await clearUserEntries('bob');
});

it("keeps a user's entries apart from another user's, oldest first", async () => {
  const [first, second] = [entry('ann'), entry('ann')];
  await keepEntry(second);
  await keepEntry(first);
  await keepEntry(entry('bob'));
  expect((await keptEntries('ann')).map((kept) => kept.key)).toEqual([first.key, second.key]);
  expect(await keptEntries('ann', 'centre-waste')).toEqual([]);
  expect(await clearUserEntries('ann')).toBe(2);
  expect(await keptEntries('ann')).toEqual([]);
  expect(await keptEntries('bob')).toHaveLength(1);
});

it('sends the waiting entries with their keys and drops what was saved', async () => {
  const kept = [entry('ann'), entry('ann')];
  for (const one of kept) await keepEntry(one);
  const sent: string[] = [];
  const report = await sendKeptEntries('ann', { 'la-waste': async (one) => sent.push(one.key) });
  expect(report).toEqual({ sent: 2, refused: 0, waiting: 0 });
  expect(sent).toEqual(kept.map((one) => one.key));
  expect(await keptEntries('ann')).toEqual([]);
});

it('keeps a refused entry with the reason, for its author to correct', async () => {
  const refused = entry('ann');
  await keepEntry(refused);
  const report = await sendKeptEntries('ann', {
    'la-waste': () => Promise.reject(answered(409, { code: 'DUPLICATE_WASTE_DATA', message: 'exists', params: { wasteId: 'WD-1' } })),
  });
  expect(report).toEqual({ sent: 0, refused: 1, waiting: 0 });
  expect(await keptEntry(refused.key)).toMatchObject({
    status: 'refused',
    input: refused.input,
    refusal: { status: 409, code: 'DUPLICATE_WASTE_DATA', params: { wasteId: 'WD-1' }, message: 'exists' },
  });
  // A refused entry is not sent again by itself: it waits for its author.
  const again = await sendKeptEntries('ann', { 'la-waste': () => Promise.reject(new Error('must not be sent')) });
  expect(again).toEqual({ sent: 0, refused: 0, waiting: 0 });
});

it('stops at the first entry the line drops, and keeps it and the rest waiting', async () => {
  const kept = [entry('ann'), entry('ann'), entry('ann')];
  for (const one of kept) await keepEntry(one);
  let calls = 0;
  const report = await sendKeptEntries('ann', {
    'la-waste': async () => {
      calls += 1;
      if (calls === 2) throw noLine();
    },
  });
  expect(report).toEqual({ sent: 1, refused: 0, waiting: 2 });
  expect((await keptEntries('ann')).map((one) => [one.key, one.status])).toEqual([
    [kept[1].key, 'waiting'],
    [kept[2].key, 'waiting'],
  ]);
});

it('keeps waiting on a server error or an expired session, not counting them as refusals', async () => {
  await keepEntry(entry('ann'));
  for (const status of [500, 401]) {
    const report = await sendKeptEntries('ann', { 'la-waste': () => Promise.reject(answered(status, { code: 'INTERNAL_ERROR' })) });
    expect(report).toEqual({ sent: 0, refused: 0, waiting: 1 });
  }
});

it('tells a dropped line from an answer', () => {
  expect(isNetworkFailure(noLine())).toBe(true);
  expect(isNetworkFailure(answered(400, {}))).toBe(false);
  expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
  expect(isNetworkFailure(new Error('other'))).toBe(false);
});
