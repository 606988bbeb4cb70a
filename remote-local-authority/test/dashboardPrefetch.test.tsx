import { colomboYear, createQueryClient, loggedUserAtom, sessionStore } from '@waste/shared';
import { colomboUser, fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import localAuthorityModule from '../src/module';
import { FORM_OPTIONS } from './fixtures';
import { impersonatingSuperAdmin } from './renderPage';

const zero = { collectedKg: 0, recycledKg: 0, recoveredKg: 0, rejectedKg: 0, discardedKg: 0 };
const COLLECTION = {
  localAuthorityId: 'LG-11001',
  year: colomboYear(),
  years: [colomboYear()],
  months: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, ...zero, collectedKg: index === 4 ? 372_000 : 0 })),
  totals: { ...zero, collectedKg: 372_000 },
};
const MFA_TOTALS = { generatedKg: 1_000_000, collectedKg: 372_000, recycledKg: 24_800, leakedKg: 100_000, burnedKg: 50_000 };

/** The dashboard's first reads, each answered; anything else (the Sankey, Sampath Piyasa) an empty answer. */
function answer(config: InternalAxiosRequestConfig) {
  if (config.url === '/local-authority/get-la-info') return { status: 200, data: FORM_OPTIONS.localAuthority };
  if (config.url === '/local-authority/la-waste-collection') return { status: 200, data: COLLECTION };
  if (config.url === '/mfa/mfa-la-summary') return { status: 200, data: { estimated: false, totals: MFA_TOTALS } };
  return { status: 404, data: {} };
}

const FIRST_READS = ['/local-authority/get-la-info', '/local-authority/la-waste-collection', '/mfa/mfa-la-summary'];

describe("the dashboard's first reads", () => {
  beforeAll(() => registerModule(localAuthorityModule));

  it('are sent with the loading of its code, each once: the cards find them and do not ask again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set(loggedUserAtom, colomboUser);
    const api = fakeApi(answer);
    await renderManifestPage(localAuthorityModule.routes, '/dashboard');
    expect(await screen.findByTestId('total-collectedKg')).toHaveTextContent('372');
    expect(await screen.findByTestId('mfa-summary')).toHaveTextContent('372');
    for (const path of FIRST_READS) expect(api.calls.filter((call) => call.url === path)).toHaveLength(1);
    // The three are asked before the page's code has run (the cards would ask the figures after the authority).
    expect(
      api.calls
        .slice(0, 3)
        .map((call) => call.url)
        .sort(),
    ).toEqual([...FIRST_READS].sort());
    api.restore();
  });

  it('answered before the page renders, are not asked again by its cards', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set(loggedUserAtom, colomboUser);
    const api = fakeApi(answer);
    const queryClient = createQueryClient();
    localAuthorityModule.routes.find((route) => route.path === 'dashboard')!.prefetch!(queryClient, {});
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls).toHaveLength(3);
    await renderManifestPage(localAuthorityModule.routes, '/dashboard', queryClient);
    expect(await screen.findByTestId('total-collectedKg')).toHaveTextContent('372');
    expect(await screen.findByTestId('mfa-summary')).toHaveTextContent('372');
    for (const path of FIRST_READS) expect(api.calls.filter((call) => call.url === path)).toHaveLength(1);
    api.restore();
  });

  it("that failed leave the card its own message, 'Error loading Local Authority waste data', and its Retry", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set(loggedUserAtom, colomboUser);
    let online = false;
    const api = fakeApi((config) =>
      config.url === '/local-authority/la-waste-collection' && !online ? { status: 500, data: {} } : answer(config),
    );
    const queryClient = createQueryClient();
    localAuthorityModule.routes.find((route) => route.path === 'dashboard')!.prefetch!(queryClient, {});
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await renderManifestPage(localAuthorityModule.routes, '/dashboard', queryClient);
    expect(await screen.findByText('Error loading Local Authority waste data')).toBeInTheDocument();
    online = true;
    await userEvent.click(within(screen.getByTestId('waste-collection')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('total-collectedKg')).toHaveTextContent('372');
    api.restore();
  });

  it("carry the authority's id for a super admin acting as one, as the cards' own reads do", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set(loggedUserAtom, {
      ...impersonatingSuperAdmin,
      selectedLocalAuthority: { ...impersonatingSuperAdmin.selectedLocalAuthority!, id: 'LG-99999' },
    });
    const api = fakeApi(answer);
    const entry = localAuthorityModule.routes.find((route) => route.path === 'dashboard')!;
    const queryClient = createQueryClient();
    entry.prefetch!(queryClient, {});
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls.map((call) => [call.url, call.params])).toEqual(
      expect.arrayContaining(FIRST_READS.map((path) => [path, expect.objectContaining({ localAuthorityId: 'LG-99999' })])),
    );
    api.restore();
  });
});
