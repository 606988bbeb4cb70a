import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { HelpPage } from '../src/pages/help/HelpPage';
import { signInAs } from './layoutHarness';
import { renderHost } from './renderHost';

jest.setTimeout(60_000);

const NOT_SET = { name: null, email: null, phone: null, updatedAt: null };
const SET = { name: 'Waste Management Unit', email: 'help@env.gov.lk', phone: '+94 11 203 4100', updatedAt: '2026-03-01T04:30:00.000Z' };

describe('help page (issue 39 rule 4)', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en')));

  it("opens the guide of the user's own role, lists every role, and says the contact is not set until a super admin sets it", async () => {
    signInAs('003');
    const api = fakeApi(() => ({ status: 200, data: NOT_SET }));
    await renderHost(<HelpPage />, '/help');
    expect(await screen.findByTestId('help-contact-not-set')).toHaveTextContent(
      'Not set yet: a super admin sets the support contact on the Accounts page.',
    );
    expect(screen.getByTestId('help-role-003')).toHaveTextContent('Dashboard, Plastic waste data, Sampath Piyasa, Parameters.');
    expect(within(screen.getByTestId('help-roles')).getByText('Your role')).toBeInTheDocument();
    for (const role of ['Admin', 'SL Custom', 'Recycler', 'Super Admin', 'No role yet']) expect(screen.getByText(role)).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(['/users/me/support-contact']);
    api.restore();
  });

  it('shows the contact the super admin set, with links to mail and call', async () => {
    signInAs(null);
    const api = fakeApi(() => ({ status: 200, data: SET }));
    await renderHost(<HelpPage />, '/help');
    const contact = await screen.findByTestId('help-contact');
    expect(await within(contact).findByText('Waste Management Unit')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'help@env.gov.lk' })).toHaveAttribute('href', 'mailto:help@env.gov.lk');
    expect(within(contact).getByRole('link', { name: '+94 11 203 4100' })).toHaveAttribute('href', 'tel:+94112034100');
    expect(screen.getByTestId('help-role-none')).toHaveTextContent('Dashboard.');
    api.restore();
  });

  it.each([
    ['si', 'උපකාර', 'තවම සකසා නැත'],
    ['ta', 'உதவி', 'இன்னும் அமைக்கப்படவில்லை'],
  ])('reads in %s', async (language, title, notSet) => {
    signInAs('004');
    const api = fakeApi(() => ({ status: 200, data: NOT_SET }));
    await renderHost(<HelpPage />, '/help');
    await act(() => i18n.changeLanguage(language));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(await screen.findByTestId('help-contact-not-set')).toHaveTextContent(notSet);
    api.restore();
  });
});
