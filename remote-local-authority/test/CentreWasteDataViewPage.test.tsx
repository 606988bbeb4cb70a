import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { CentreWasteDataViewPage } from '../src/features/sampathPiyasa/components/CentreWasteDataViewPage';
import type { CentreWasteEntryDetail } from '../src/features/sampathPiyasa/api/types';
import { centreEntry } from './centreFixtures';
import { impersonatingSuperAdmin, renderPage } from './renderPage';

jest.setTimeout(60_000);

const ENTRY = centreEntry();
const REPLACEMENT_ID = '44444444-4444-4444-8444-444444444444';

function openEntry(entry: CentreWasteEntryDetail, user = impersonatingSuperAdmin) {
  const api = fakeApi(() => ({ status: 200, data: entry }));
  return {
    api,
    rendered: renderPage(<CentreWasteDataViewPage />, {
      path: '/sampath-piyasa/waste-view/:id',
      route: `/sampath-piyasa/waste-view/${entry.id}`,
      user,
    }),
  };
}

describe('one centre entry (/sampath-piyasa/waste-view/{id}): its standing and its corrections', () => {
  it('shows a current entry as current, and Request a correction opens the correction page', async () => {
    const { api, rendered } = openEntry(ENTRY);
    await rendered;
    const status = await screen.findByTestId('centre-entry-status');
    expect(status).toHaveTextContent('Current');
    expect(status).toHaveAttribute('data-status', 'CURRENT');
    expect(screen.queryByTestId('entry-voided')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pending-correction')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('request-correction'));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(api.calls[0].url).toBe(`/sampath-piyasa/waste-view/${ENTRY.id}`);
    // A super admin acting as the authority asks in its name.
    expect(api.calls[0].params).toEqual({ localAuthorityId: 'LG-11001' });
    api.restore();
  });

  it('shows a voided entry as counted nowhere, with no way to ask for another correction', async () => {
    const { api, rendered } = openEntry({ ...ENTRY, status: 'VOIDED' });
    await rendered;
    expect(await screen.findByTestId('centre-entry-status')).toHaveTextContent('Voided');
    expect(screen.getByTestId('entry-voided')).toHaveTextContent('counted in no figure');
    expect(screen.queryByTestId('request-correction')).not.toBeInTheDocument();
    api.restore();
  });

  it('links a replaced entry to its replacement, and a replacement to the entry it replaces', async () => {
    const first = openEntry({ ...ENTRY, status: 'SUPERSEDED', replacedBy: { id: REPLACEMENT_ID } });
    const { unmount } = await first.rendered;
    expect(await screen.findByTestId('centre-entry-status')).toHaveTextContent('Replaced');
    expect(screen.getByTestId('replaced-by-link')).toHaveAttribute('href', `/sampath-piyasa/waste-view/${REPLACEMENT_ID}`);
    expect(screen.queryByTestId('request-correction')).not.toBeInTheDocument();
    first.api.restore();
    unmount();

    const second = openEntry({ ...ENTRY, id: REPLACEMENT_ID, replaces: { id: ENTRY.id } });
    await second.rendered;
    expect(await screen.findByTestId('centre-entry-status')).toHaveTextContent('Current');
    expect(within(screen.getByTestId('entry-replaces')).getByRole('link')).toHaveAttribute(
      'href',
      `/sampath-piyasa/waste-view/${ENTRY.id}`,
    );
    expect(screen.getByTestId('request-correction')).toBeInTheDocument();
    second.api.restore();
  });

  it('says a correction is waiting and offers no second one', async () => {
    const { api, rendered } = openEntry({ ...ENTRY, pendingCorrection: { id: 'c-9' } });
    await rendered;
    expect(await screen.findByTestId('pending-correction')).toHaveTextContent('sent to the administrator for approval');
    expect(screen.queryByTestId('request-correction')).not.toBeInTheDocument();
    api.restore();
  });

  it('shows the warnings its author acknowledged when entering it, in words', async () => {
    const { api, rendered } = openEntry({
      ...ENTRY,
      acknowledgedWarnings: [
        { field: 'quantities', code: 'ABOVE_ESTIMATE', message: 'Above', low: 0, high: 20000 },
        { field: 'quantities.0.collectedKg', code: 'OUTSIDE_HISTORY', message: 'Outside', low: 15.5, high: 1550 },
      ],
    });
    await rendered;
    const warnings = await screen.findByTestId('acknowledged-warnings');
    expect(warnings).toHaveTextContent('All materials collected at Borella Centre: expected between 0 and 20,000 kg over the period.');
    expect(warnings).toHaveTextContent('PET (hard) collected at Borella Centre: expected between 15.5 and 1,550 kg over the period.');
    api.restore();
  });
});
