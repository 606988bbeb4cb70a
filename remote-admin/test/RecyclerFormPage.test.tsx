import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecyclerFormPage } from '../src/features/recyclers/components/RecyclerFormPage';
import { NEGOMBO_RECYCLER } from './fixtures';
import { renderAdminPage } from './renderAdminPage';

jest.setTimeout(60_000);

const field = (id: string) => document.getElementById(id) as HTMLElement;

it('refuses a hotline that is not Sri Lankan, then sends the edited recycler and keeps the server message on failure', async () => {
  const bodies: unknown[] = [];
  const api = fakeApi((config) => {
    if (config.url === `/recycler/view/${NEGOMBO_RECYCLER.id}`) return { status: 200, data: NEGOMBO_RECYCLER };
    if (config.url === '/master-data/districts')
      return { status: 200, data: [{ id: 'LK-12', provinceId: 'LK-1', name: 'Gampaha', nameSi: 'ගම්පහ', nameTa: 'கம்பகா' }] };
    if (config.url === '/master-data/provinces')
      return { status: 200, data: [{ id: 'LK-1', code: 'western', name: 'Western', nameSi: 'බස්නාහිර', nameTa: 'மேல்' }] };
    if (config.url === '/recycler/save-recycler') {
      bodies.push(JSON.parse(String(config.data)));
      return {
        status: 409,
        data: { message: 'Registration number CEA/REC/2025/017 is already used by Kandy Eco Plastics Recycling (Demo)' },
      };
    }
    return { status: 404, data: { message: `unexpected ${config.url}` } };
  });
  await renderAdminPage(<RecyclerFormPage />, { path: '/recycler/edit/:id', route: `/recycler/edit/${NEGOMBO_RECYCLER.id}` });
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
      id: NEGOMBO_RECYCLER.id,
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
