import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { randomUUID } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import type { LoggedUser } from '../src/api/contract';
import { signOut } from '../src/api/session';
import { clearUserEntries, keptEntries } from '../src/offline/offlineStore';
import { loggedUserAtom, sessionStore } from '../src/session/store';
import { confirmSubmit, renderEntryPage, reviewNamed, serve, type Reply } from './entryWizardHarness';

// Issue 42: a submit without a network is kept on the device as "waiting to send", sent once the line is back
// with the same idempotency key; a refusal on arrival comes back to its author with the reason, to correct.

// jsdom has neither structuredClone (fake-indexeddb copies with it) nor crypto.randomUUID.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;
if (!globalThis.crypto.randomUUID) Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID });

const USER = { id: 'user-ann', firstName: 'Ann', lastName: 'Perera' } as LoggedUser;
const noLine = (): Reply => {
  throw new AxiosError('Network Error', 'ERR_NETWORK');
};

async function submitNamed(user: ReturnType<typeof userEvent.setup>, name: string) {
  await renderEntryPage(false, true);
  await user.click(await screen.findByText('We collect waste'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('Quantity (kg)');
  await reviewNamed(user, name);
  await confirmSubmit(user);
}

beforeEach(async () => {
  sessionStore.set(loggedUserAtom, USER);
  await clearUserEntries(USER.id);
});

describe('entries kept without a network', () => {
  it('keeps the entry as waiting to send, and sends it once with its key when the line is back', async () => {
    let online = false;
    const api = serve(() => (online ? { status: 201, data: { id: 'E-9' } } : noLine()));
    const user = userEvent.setup({ delay: null });
    await submitNamed(user, 'Galle MC');
    expect(await screen.findByTestId('entry-waiting')).toHaveTextContent('Waiting to send');
    const kept = await screen.findByTestId('kept-entry-waiting');
    expect(kept).toHaveTextContent('Name: Galle MC');
    const [entry] = await keptEntries(USER.id, 'entry');
    expect(entry).toMatchObject({ input: { name: 'Galle MC' }, status: 'waiting' });
    expect(api.calls.at(-1)?.headers['Idempotency-Key']).toBe(entry.key);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('kept-entries')).toBeNull());
    expect(await keptEntries(USER.id)).toEqual([]);
    const sent = api.calls.filter((call) => call.url === '/entries');
    expect(sent).toHaveLength(2);
    expect(sent[1].headers['Idempotency-Key']).toBe(entry.key);
    expect(JSON.parse(String(sent[1].data))).toEqual({ name: 'Galle MC' });
    api.restore();
  });

  it('brings a refused entry back to its author with the reason, and opens it in the wizard to correct', async () => {
    let online = false;
    const refusal = { code: 'DUPLICATE_CENTRE_NAME', params: { name: 'Galle MC' }, message: 'Duplicate' };
    const api = serve(() => (online ? { status: 409, data: refusal } : noLine()));
    const user = userEvent.setup({ delay: null });
    await submitNamed(user, 'Galle MC');
    await screen.findByTestId('kept-entry-waiting');
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    const refused = await screen.findByTestId('kept-entry-refused');
    expect(refused).toHaveTextContent('Not accepted');
    expect(refused).toHaveTextContent('A Sampath Piyasa centre named "Galle MC" is already registered');
    expect(await keptEntries(USER.id)).toHaveLength(1);
    await user.click(within(refused).getByRole('button', { name: 'Correct' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Galle MC');
    expect(document.querySelector('.ant-steps-item-active')).toHaveTextContent('Details');
    api.restore();
  });

  it('clears what the user kept when they sign out', async () => {
    const api = serve(noLine);
    const user = userEvent.setup({ delay: null });
    await submitNamed(user, 'Galle MC');
    await screen.findByTestId('kept-entry-waiting');
    expect(await keptEntries(USER.id)).toHaveLength(1);
    await signOut();
    expect(await keptEntries(USER.id)).toEqual([]);
    api.restore();
  });
});
