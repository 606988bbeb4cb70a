import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LocalAuthorityCard } from '../src/common/components/LocalAuthorityCard';
import { FORM_OPTIONS } from './fixtures';
import { renderPage } from './renderPage';

describe('the local authority card', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['en', 'Colombo MC', 'Colombo', 'Western'],
    ['si', 'Colombo මහ නගර සභාව', 'කොළඹ', 'බස්නාහිර'],
    ['ta', 'Colombo மாநகர சபை', 'கொழும்பு', 'மேல்'],
  ])('names the authority, district and province in %s', async (language, authority, district, province) => {
    const api = fakeApi(() => ({ status: 200, data: FORM_OPTIONS.localAuthority }));
    await renderPage(<LocalAuthorityCard scope={{}} title="Your local authority" />);
    await i18n.changeLanguage(language);
    const card = await screen.findByTestId('local-authority-info');
    expect(card).toHaveTextContent(authority);
    expect(card).toHaveTextContent(district);
    expect(card).toHaveTextContent(province);
    api.restore();
  });

  it('is fetched once a page: a card drawn later (below the fold) reads it from the cache', async () => {
    const api = fakeApi(() => ({ status: 200, data: FORM_OPTIONS.localAuthority }));
    function DashboardCards() {
      const [below, setBelow] = useState(false);
      return (
        <>
          <LocalAuthorityCard scope={{}} title="Above the fold" />
          {below ? <LocalAuthorityCard scope={{}} title="Below the fold" /> : <button onClick={() => setBelow(true)}>Scroll</button>}
        </>
      );
    }
    await renderPage(<DashboardCards />);
    expect(await screen.findByTestId('local-authority-info')).toHaveTextContent('Colombo');
    await userEvent.click(screen.getByRole('button', { name: 'Scroll' }));
    await waitFor(() => expect(screen.getAllByTestId('local-authority-info')).toHaveLength(2));
    expect(api.calls.filter((call) => call.url === '/local-authority/get-la-info')).toHaveLength(1);
    api.restore();
  });
});
