import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { NationalMfaCard } from '../src/features/dashboard/components/NationalMfaCard';
import { renderAdminPage } from './renderAdminPage';

jest.setTimeout(30_000);

const TOTALS = {
  generatedKg: 900_000_000,
  generatedHardKg: 400_000_000,
  generatedSoftKg: 500_000_000,
  collectedKg: 300_000_000,
  recoveredKg: 40_000_000,
  recycledKg: 20_000_000,
  disposedKg: 200_000_000,
  uncollectedKg: 600_000_000,
  keptOnSiteKg: 10_000_000,
  leakedKg: 90_000_000,
  burnedKg: 300_000_000,
};

/** The nation's summary: 12 of 341 authorities have records, the rest are estimated. */
const summary = (year: number) => ({
  year,
  authorities: 341,
  authoritiesWithData: 12,
  estimatedAuthorityIds: Array.from({ length: 329 }, (_, index) => `LG-${String(index).padStart(5, '0')}`),
  totals: TOTALS,
  rates: {},
  flows: [],
  leakage: [],
  flags: [],
  provinces: [],
});

describe("the admin dashboard's national figures say what they are", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    [
      'en',
      [
        'Generated: an estimate for',
        'not a measurement',
        'Authorities with records (12)',
        'scaled to the full year from the days their records cover',
        'Authorities without records (329)',
      ],
    ],
    ['si', ['ජනනය වූ:', 'මිනුමක් නොවේ', 'වාර්තා ඇති ආයතන (12)', 'වාර්තා නැති ආයතන (329)']],
    ['ta', ['உருவானது:', 'அளவீடு அல்ல', 'பதிவுகள் உள்ள உள்ளூராட்சி மன்றங்கள் (12)', 'பதிவுகள் இல்லாத உள்ளூராட்சி மன்றங்கள் (329)']],
  ])('in %s: generation estimated, collection scaled from the days the records cover, the rest worked out', async (language, phrases) => {
    const api = fakeApi((config) => {
      if (config.url === '/mfa/mfa-national-summary')
        return { status: 200, data: summary(Number((config.params as { year: number }).year)) };
      return { status: 404, data: { message: 'not here', code: 'NOT_FOUND' } };
    });
    await renderAdminPage(<NationalMfaCard />);
    await i18n.changeLanguage(language);
    const basis = await screen.findByTestId('national-mfa-basis', undefined, { timeout: 10_000 });
    for (const phrase of phrases) expect(basis).toHaveTextContent(phrase);
    expect(within(basis).getAllByRole('listitem')).toHaveLength(3);
    // The diagram in the page's language is asked for before the fake server goes.
    await waitFor(() =>
      expect(api.calls.some((call) => call.url === '/mfa/search-mfa' && String(call.data).includes(`"lang":"${language}"`))).toBe(true),
    );
    await screen
      .findByText(/./, { selector: '[data-testid="mfa-sankey"] .ant-alert-title, [data-testid="mfa-sankey"] .ant-alert-message' })
      .catch(() => undefined);
    cleanup();
    api.restore();
  });
});
