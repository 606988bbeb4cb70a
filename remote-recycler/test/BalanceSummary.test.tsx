import { i18n } from '@waste/shared';
import { act, screen } from '@testing-library/react';
import { BalanceSummary } from '../src/features/wasteData/components/BalanceSummary';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const balanced = { inKg: 1200, outKg: 1195, gapKg: 5, toleranceKg: 12, balanced: true };
const unbalanced = { inKg: 1200, outKg: 1000, gapKg: 200, toleranceKg: 12, balanced: false };

afterEach(() => act(() => i18n.changeLanguage('en')));

// The unit can end in a dot (Sinhala කි.ග්‍රෑ., Tamil கி.கி.): a sentence around it must not add a second one.
it.each(['en', 'si', 'ta'])('writes the balance in %s without a doubled full stop', async (language) => {
  await renderPage(
    <>
      <BalanceSummary balance={balanced} />
      <BalanceSummary balance={unbalanced} />
    </>,
  );
  await act(() => i18n.changeLanguage(language));
  expect(screen.getByTestId('balance-summary').textContent).not.toMatch(/\.\s*\./);
  expect(screen.getByTestId('balance-gap').textContent).not.toMatch(/\.\s*\./);
});

it('writes kilograms one way in Tamil', async () => {
  await renderPage(<BalanceSummary balance={unbalanced} />);
  await act(() => i18n.changeLanguage('ta'));
  const text = screen.getByTestId('balance-gap').textContent ?? '';
  expect(text).toContain('1,200 கி.கி.; ');
  expect(text).not.toMatch(/\bkg\b/);
});
