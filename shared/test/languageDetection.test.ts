import { i18n, initI18n } from '../src/i18n/instance';

type Detector = { detect: () => string | readonly string[] | undefined };

// Issue 39 rule 5: a si-LK or ta-LK browser reads the product in Sinhala or Tamil on every page, though the page
// itself says <html lang="en">.
describe('the language detected for a browser set to Sinhala or Tamil (Sri Lanka)', () => {
  const languages = Object.getOwnPropertyDescriptor(window.navigator, 'languages');

  beforeAll(() => initI18n());

  afterEach(() => {
    if (languages) Object.defineProperty(window.navigator, 'languages', languages);
    document.documentElement.removeAttribute('lang');
    localStorage.clear();
  });

  it.each([
    ['si-LK', 'si'],
    ['ta-LK', 'ta'],
  ])("%s reads %s, not the page tag's English", async (browser, expected) => {
    Object.defineProperty(window.navigator, 'languages', { value: [browser], configurable: true });
    document.documentElement.setAttribute('lang', 'en');
    localStorage.clear();
    const detected = (i18n.services.languageDetector as Detector).detect();
    await i18n.changeLanguage(detected as string | undefined);
    expect(i18n.language).toBe(expected);
  });
});
