import { i18n, menuOf, menuPages, accessOf } from '@waste/shared';
import { expectNotAvailableFrame, menuLabels, NO_TRANSLATION_GAPS, registerModule, renderManifestPage, testUser, translationGaps } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import customsModule from '../src/module';

beforeAll(() => registerModule(customsModule));
afterEach(() => i18n.changeLanguage('en'));
jest.setTimeout(30_000);

describe('the customs menu (spec section 2)', () => {
  it('002 SL Custom: dashboard, HS codes, pending HS codes, a data list group with import and export, data log', () => {
    expect(menuLabels(customsModule, testUser('002'))).toEqual(['Dashboard', 'HS Codes', 'Pending HS Codes', ['Data List', ['Import', 'Export']], 'Data Log']);
  });

  it('gives every entry an icon', () => {
    expect(menuPages(menuOf(customsModule.routes, accessOf(testUser('002')))).filter((entry) => !entry.icon)).toEqual([]);
  });
});

const notYetBuilt: [string, string][] = [
  ['/hscodes', 'HS Codes'],
  ['/pending-hscodes', 'Pending HS Codes'],
  ['/import', 'Import Data'],
  ['/export', 'Export Data'],
  ['/data-log', 'Data Log'],
  ['/customs/data-log/view/7', 'Data Log Entry'],
];

describe('pages not built yet', () => {
  it('are every page but the dashboard', () => {
    expect(customsModule.routes.filter(({ path }) => path !== 'dashboard')).toHaveLength(notYetBuilt.length);
  });

  it.each(notYetBuilt)('%s shows its frame and says plainly it is not available', async (path, title) => {
    await renderManifestPage(customsModule.routes, path);
    await expectNotAvailableFrame(title);
  });

  it('says it in Sinhala and Tamil too', async () => {
    await renderManifestPage(customsModule.routes, '/hscodes');
    await i18n.changeLanguage('si');
    expect(await screen.findByText('මෙම පිටුව තවම ලබා ගත නොහැක', {}, { timeout: 10_000 })).toBeInTheDocument();
    await i18n.changeLanguage('ta');
    expect(await screen.findByText('இந்தப் பக்கம் இன்னும் கிடைக்கவில்லை')).toBeInTheDocument();
  });
});

it('has every English string in Sinhala and Tamil', () => {
  expect(translationGaps(customsModule.translations)).toEqual(NO_TRANSLATION_GAPS);
});
