import { NO_FIRST_READS, type RemoteModule } from '@waste/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissFirstFrame } from '../src/firstFrame/firstFrame';
import { HeaderSearch } from '../src/search/HeaderSearch';
import { signInAs } from './layoutHarness';
import { renderHost } from './renderHost';

// The header's page search waits for the first page to be drawn, so that its code does not compete with the
// page's for the network (issue 41); Ctrl+K before then asks for it at once. The two cases in this order: the
// page, once drawn, stays drawn for the file.
const searchModule: RemoteModule = {
  namespace: 'search-test',
  routes: [{ path: 'dashboard', name: 'menu.dashboard', page: async () => () => null, prefetch: NO_FIRST_READS }],
  translations: {},
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the header search, deferred to the first page', () => {
  beforeEach(() => signInAs('004'));

  it('Ctrl+K before the page is drawn fetches it and focuses it', async () => {
    await renderHost(<HeaderSearch module={searchModule} />, '/dashboard');
    await settle();
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox')).toHaveFocus();
  });

  it('is not there while the page loads, and comes once it is drawn, without taking the focus', async () => {
    await renderHost(<HeaderSearch module={searchModule} />, '/dashboard');
    await settle();
    expect(screen.queryByRole('combobox')).toBeNull();
    act(() => dismissFirstFrame());
    expect(await screen.findByRole('combobox')).not.toHaveFocus();
  });
});
