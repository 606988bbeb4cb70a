import { i18n } from '@waste/shared';
import { act, screen } from '@testing-library/react';
import { MasterDataName } from '../src/common/components/MasterDataName';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const FLAKES = { name: 'Flakes', nameSi: 'පතුරු', nameTa: null };

it('shows the translation, or the English name visibly tagged as English', async () => {
  await renderPage(<MasterDataName entry={FLAKES} />);
  await act(() => i18n.changeLanguage('si'));
  expect(await screen.findByText('පතුරු')).toBeInTheDocument();
  expect(screen.queryByTestId('untranslated-name')).not.toBeInTheDocument();
  await act(() => i18n.changeLanguage('ta'));
  expect(await screen.findByText('Flakes')).toHaveAttribute('lang', 'en');
  expect(screen.getByTestId('untranslated-name')).toHaveTextContent('ஆங்கிலம்');
  await act(() => i18n.changeLanguage('en'));
});
