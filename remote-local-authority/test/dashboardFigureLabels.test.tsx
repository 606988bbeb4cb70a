import { colomboYear, i18n } from '@waste/shared';
import { expectOpensWithRouteIntro, fakeApi } from '@waste/shared/testing';
import { act, screen } from '@testing-library/react';
import { WasteCollectionSummary } from '../src/common/components/WasteCollectionSummary';
import { MfaSummaryCard } from '../src/features/dashboard/components/MfaSummaryCard';
import { daysInYear } from '../src/features/dashboard/rules/daysInYear';
import english from '../src/i18n/en.json';
import routes from '../src/routes.json';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const year = colomboYear();
const zero = { collectedKg: 0, recycledKg: 0, recoveredKg: 0, rejectedKg: 0, discardedKg: 0 };
// The walk: 1,250 t entered for 31 days of May, 14,717.7 t once scaled to the year (tonnes to one decimal, issue 39).
const COLLECTION = {
  localAuthorityId: 'LG-11001',
  year,
  years: [year],
  months: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, ...zero, collectedKg: index === 4 ? 1_250_000 : 0 })),
  totals: { ...zero, collectedKg: 1_250_000 },
};
const SUMMARY = {
  year,
  estimated: false,
  totals: { generatedKg: 20_000_000, collectedKg: 14_717_742, recycledKg: 0, leakedKg: 100_000, burnedKg: 50_000 },
  reported: { coveredDays: 31, records: 31, ...zero, collectedKg: 1_250_000 },
  flows: [],
  flags: [],
  leakage: [],
};

function serve() {
  return fakeApi((config) => {
    if (config.url === '/local-authority/la-waste-collection') return { status: 200, data: COLLECTION };
    if (config.url === '/mfa/mfa-la-summary') return { status: 200, data: SUMMARY };
    return { status: 404, data: {} };
  });
}

async function showCards() {
  await renderPage(
    <>
      <WasteCollectionSummary scope={{}} authorityName="Colombo MC" />
      <MfaSummaryCard scope={{}} authorityName="Colombo MC" />
    </>,
  );
  await screen.findByTestId('collection-months');
  await screen.findByTestId('mfa-basis');
}

describe("the dashboard's two collected figures say which is which (issue 35)", () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('calls the monthly card reported for the months entered, and the MFA card an annual estimate scaled from the days covered', async () => {
    const api = serve();
    await showCards();
    expect(screen.getByTestId('total-collectedKg')).toHaveTextContent('Collected (reported)');
    expect(screen.getByTestId('total-collectedKg')).toHaveTextContent('1,250');
    expect(screen.getByTestId('collection-basis')).toHaveTextContent(
      `Reported: what the records entered for ${year} add up to, for the months with records.`,
    );
    expect(screen.getByTestId('collection-basis')).toHaveTextContent('nothing is scaled to the whole year');
    expect(screen.getByTestId('collection-months')).toHaveTextContent(`1 month of ${year} has records.`);
    // The basis opens the card, under its title, in the words the first frame paints from the dashboard's route.
    expectOpensWithRouteIntro(screen.getByTestId('waste-collection'), 'dashboard', { routes, english });
    const mfa = screen.getByTestId('mfa-summary');
    expect(mfa).toHaveTextContent('Collected (annual estimate)');
    expect(mfa).toHaveTextContent('14,717.7');
    expect(screen.getByTestId('mfa-basis')).toHaveTextContent(
      `the 31 records of ${year} cover 31 of its ${daysInYear(year)} days, and their figures are scaled from those days to the whole year. Collected as reported: 1,250.0 t, scaled to 14,717.7 t for the year.`,
    );
    api.restore();
  });

  it.each([
    ['si', 'එකතු කළ (වාර්තා කළ)', 'එකතු කළ (වාර්ෂික ඇස්තමේන්තුව)', 'වාර්ෂික ඇස්තමේන්තු'],
    ['ta', 'சேகரிக்கப்பட்டது (அறிவிக்கப்பட்டது)', 'சேகரிக்கப்பட்டது (ஆண்டு மதிப்பீடு)', 'ஆண்டு மதிப்பீடுகள்'],
  ])('says so in %s too', async (language, reported, annual, basis) => {
    await act(() => i18n.changeLanguage(language));
    const api = serve();
    await showCards();
    expect(screen.getByTestId('total-collectedKg')).toHaveTextContent(reported);
    expect(screen.getByTestId('mfa-summary')).toHaveTextContent(annual);
    expect(screen.getByTestId('mfa-basis')).toHaveTextContent(basis);
    expect(screen.getByTestId('mfa-basis')).toHaveTextContent('1,250');
    expect(screen.getByTestId('collection-months')).toHaveTextContent(`${year}`);
    expect(screen.getByTestId('collection-months')).toHaveTextContent(': 1');
    api.restore();
  });

  it('counts 366 days in a leap year', () => {
    expect(daysInYear(2024)).toBe(366);
    expect(daysInYear(2025)).toBe(365);
  });
});
