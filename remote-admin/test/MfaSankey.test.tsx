import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MfaSankey } from '../src/common/components/MfaSankey';
import { renderAdminPage } from './renderAdminPage';

jest.setTimeout(30_000);

const SVG = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });

describe("the admin's national and district Sankey (issue 40, ADR 0244)", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('is drawn from the reconciled flows with their ranges by default, and as reported on request, in Sinhala', async () => {
    const api = fakeApi(() => ({ status: 200, data: SVG }));
    await renderAdminPage(<MfaSankey area={{ level: 'DISTRICT', id: 'LK-11' }} year={2025} name="Colombo" />);
    await act(() => i18n.changeLanguage('si'));
    const bodies = () => api.calls.filter((call) => call.url === '/mfa/search-mfa').map((call) => JSON.parse(String(call.data)));
    await waitFor(() => expect(bodies()).toContainEqual(expect.objectContaining({ level: 'DISTRICT', id: 'LK-11', flows: 'reconciled' })));
    expect(await screen.findByTestId('mfa-sankey-image')).toBeInTheDocument();
    expect(screen.getByTestId('sankey-flows-note')).toHaveTextContent('ලා පටිය එහි 95 % පරාසයේ ඉහළ අගය');
    expect(screen.getByRole('radio', { name: 'සමාධානය කළ' })).toBeChecked();

    fireEvent.click(screen.getByText('වාර්තා වූ පරිදි'));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ flows: 'reported', lang: 'si' }));
    expect(screen.getByTestId('sankey-flows-note')).toHaveTextContent('ඇස්තමේන්තුවට වඩා වාර්තා වූ ප්‍රමාණය වෙනම ප්‍රවාහයක්');
    cleanup();
    api.restore();
  });
});
