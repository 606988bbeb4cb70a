import { initI18n, loggedUserAtom, registerTranslations, sessionStore, type LoggedUser } from '@waste/shared';
import { fakeApi, renderWithProviders } from '@waste/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { RecyclerFormPage } from '../src/features/recyclers/components/RecyclerFormPage';
import adminModule from '../src/module';

jest.setTimeout(60_000);

const superAdmin: LoggedUser = {
  id: 'u-5',
  firstName: 'Nimal',
  lastName: 'Perera',
  email: 'superadmin@demo.lk',
  roles: ['005'],
  defaultRole: '005',
  selectedLocalAuthority: null,
  selectedRecycler: null,
};

const RECYCLER = {
  id: 'RC-1A2B3C4D',
  name: 'Negombo Polymer Works',
  primaryAddress: 'No. 9, Chilaw Road, Negombo',
  districtId: 'LK-12',
  district: { id: 'LK-12', name: 'Gampaha', nameSi: 'ගම්පහ', nameTa: 'கம்பகா' },
  province: { id: 'LK-1', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' },
  hotline: '031 222 3344',
  registrationNumber: 'CEA/REC/2025/017',
  plasticTypes: ['HARD', 'SOFT'],
  capacityTonnesPerMonth: 120,
  status: 'ACTIVE',
  accounts: [],
};

const field = (id: string) => document.getElementById(id) as HTMLElement;

it('refuses a hotline that is not Sri Lankan, then sends the edited recycler and keeps the server message on failure', async () => {
  const bodies: unknown[] = [];
  const api = fakeApi((config) => {
    if (config.url === `/recycler/view/${RECYCLER.id}`) return { status: 200, data: RECYCLER };
    if (config.url === '/master-data/districts') return { status: 200, data: [{ id: 'LK-12', provinceId: 'LK-1', name: 'Gampaha', nameSi: 'ගම්පහ', nameTa: 'கம்பகா' }] };
    if (config.url === '/master-data/provinces') return { status: 200, data: [{ id: 'LK-1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' }] };
    if (config.url === '/recycler/save-recycler') {
      bodies.push(JSON.parse(String(config.data)));
      return { status: 409, data: { message: 'Registration number CEA/REC/2025/017 is already used by Kandy Eco Plastics Recycling (Demo)' } };
    }
    return { status: 404, data: { message: `unexpected ${config.url}` } };
  });
  await initI18n();
  registerTranslations(adminModule.namespace, adminModule.translations);
  sessionStore.set(loggedUserAtom, superAdmin);
  renderWithProviders(
    <App>
      <Routes>
        <Route path="/recycler/edit/:id" element={<RecyclerFormPage />} />
      </Routes>
    </App>,
    { route: `/recycler/edit/${RECYCLER.id}` },
  );
  const user = userEvent.setup({ delay: null });
  await waitFor(() => expect(field('name')).toHaveValue('Negombo Polymer Works'), { timeout: 15_000 });
  expect(await screen.findByText('Province: Western')).toBeInTheDocument();

  fireEvent.change(field('hotline'), { target: { value: '12345' } });
  await user.click(screen.getByTestId('save-recycler'));
  expect(await screen.findByText('Enter a Sri Lankan phone number, e.g. +94 11 255 0101 or 077 123 4567')).toBeInTheDocument();
  expect(bodies).toEqual([]);

  fireEvent.change(field('hotline'), { target: { value: '077 123 4567' } });
  await user.click(screen.getByTestId('save-recycler'));
  expect(await screen.findByTestId('recycler-save-error')).toHaveTextContent('is already used by Kandy Eco Plastics Recycling (Demo)');
  expect(bodies).toEqual([
    {
      id: RECYCLER.id,
      name: 'Negombo Polymer Works',
      primaryAddress: 'No. 9, Chilaw Road, Negombo',
      districtId: 'LK-12',
      hotline: '077 123 4567',
      registrationNumber: 'CEA/REC/2025/017',
      plasticTypes: ['HARD', 'SOFT'],
      capacityTonnesPerMonth: 120,
      status: 'ACTIVE',
    },
  ]);
  expect(field('hotline')).toHaveValue('077 123 4567');
  api.restore();
});
