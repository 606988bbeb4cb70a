import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import { LocalAuthorityCard } from '../src/features/localAuthority/components/LocalAuthorityCard';
import { FORM_OPTIONS } from './fixtures';
import { renderPage } from './renderPage';

describe('the local authority card', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['en', 'Colombo', 'Western'],
    ['si', 'කොළඹ', 'බස්නාහිර'],
    ['ta', 'கொழும்பு', 'மேல்'],
  ])('names the district and province in %s', async (language, district, province) => {
    const api = fakeApi(() => ({ status: 200, data: FORM_OPTIONS.localAuthority }));
    await renderPage(<LocalAuthorityCard scope={{}} title="Your local authority" />);
    await i18n.changeLanguage(language);
    const card = await screen.findByTestId('local-authority-info');
    expect(card).toHaveTextContent(district);
    expect(card).toHaveTextContent(province);
    api.restore();
  });
});
