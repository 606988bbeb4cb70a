import { fakeApi, registerModule, renderManifestPage } from '@waste/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import adminModule from '../src/module';

jest.setTimeout(60_000);

const CONTACT = { name: 'Waste Management Unit', email: 'help@env.gov.lk', phone: '+94112345678' };

// Issue 41: the accounts page read the support contact on its first render though its dialog was closed.
it('the accounts page reads the support contact only once its dialog is opened', async () => {
  await registerModule(adminModule);
  const api = fakeApi((config) =>
    config.url === '/users/me/support-contact' ? { status: 200, data: CONTACT } : { status: 200, data: { rows: [], total: 0 } },
  );
  const contactReads = () => api.calls.filter((call) => call.url === '/users/me/support-contact').length;

  await renderManifestPage(adminModule.routes, '/accounts');
  fireEvent.click(await screen.findByTestId('support-contact-open', undefined, { timeout: 10_000 }));
  expect(await screen.findByTestId('support-contact-email')).toHaveValue(CONTACT.email);
  await waitFor(() => expect(contactReads()).toBe(1));
  api.restore();
});

it('no support contact is read while the dialog stays closed', async () => {
  await registerModule(adminModule);
  const api = fakeApi(() => ({ status: 200, data: { rows: [], total: 0 } }));
  await renderManifestPage(adminModule.routes, '/accounts');
  await screen.findByTestId('accounts-table', undefined, { timeout: 10_000 });
  expect(api.calls.map((call) => call.url)).not.toContain('/users/me/support-contact');
  api.restore();
});
