import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RegisterCentrePage } from '../src/features/sampathPiyasa/components/RegisterCentrePage';
import { CENTRE_FORM_OPTIONS } from './centreFixtures';
import { renderPage } from './renderPage';

jest.setTimeout(60_000);

const input = (testId: string) => screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId);
const errorOf = (testId: string) => input(testId).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('/sampath-piyasa/register, the coordinates', () => {
  it('marks the field that is wrong: the latitude alone, not the longitude', async () => {
    const api = fakeApi((config) =>
      config.url === '/sampath-piyasa/init-waste-form' ? { status: 200, data: CENTRE_FORM_OPTIONS } : { status: 404, data: {} },
    );
    await renderPage(<RegisterCentrePage />);
    await screen.findByTestId('centre-latitude');
    fireEvent.change(input('centre-latitude'), { target: { value: '69.1' } });
    fireEvent.change(input('centre-longitude'), { target: { value: '79.9' } });
    fireEvent.click(screen.getByTestId('save-centre'));
    await waitFor(() => expect(errorOf('centre-latitude')).toContain('Sri Lanka lies between latitudes 5.85 and 9.9'));
    expect(errorOf('centre-longitude')).toBe('');

    fireEvent.change(input('centre-latitude'), { target: { value: '' } });
    await waitFor(() => expect(errorOf('centre-latitude')).toBe('Enter the latitude too, or clear the longitude'));
    expect(errorOf('centre-longitude')).toBe('');
    api.restore();
  });
});
