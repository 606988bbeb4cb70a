import { changeLanguage, i18n, initI18n, registerTranslationLoaders, type Strings, type TranslationLoaders } from '../src/i18n/instance';

// The contract's words: a remote's namespace one chunk per language, the shared package's Sinhala and Tamil
// fetched on demand (docs/adr/0216-each-remote-loads-the-pages-language.md).
const words = (strings: Strings) => jest.fn(async () => ({ default: strings }));

describe("each language's words fetched when shown", () => {
  beforeAll(() => initI18n('en'));
  afterEach(() => i18n.changeLanguage('en'));

  it("bundles only the shared package's English: Sinhala arrives with the switch, before it", async () => {
    expect(i18n.hasResourceBundle('si', 'common')).toBe(false);
    let switchedWith: string | undefined;
    i18n.on('languageChanged', function seen() {
      switchedWith = i18n.t('error.failedToFetchData');
      i18n.off('languageChanged', seen);
    });
    await changeLanguage('si');
    expect(switchedWith).toBe('දත්ත ලබා ගැනීමට නොහැකි විය');
    // The server's errors in words come in the same chunk.
    expect(i18n.t('serverError.INVALID_CREDENTIALS')).not.toBe('Invalid credentials');
  });

  it("fetches a remote's words in the page's language only, and a new language's before switching", async () => {
    await changeLanguage('ta');
    const loaders = { en: words({ title: 'Overview' }), si: words({ title: 'දළ විශ්ලේෂණය' }), ta: words({ title: 'கண்ணோட்டம்' }) };
    await registerTranslationLoaders('contract-a', loaders);
    expect(loaders.ta).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
    expect(loaders.si).not.toHaveBeenCalled();
    expect(i18n.t('title', { ns: 'contract-a' })).toBe('கண்ணோட்டம்');

    await changeLanguage('si');
    expect(loaders.si).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'contract-a' })).toBe('දළ විශ්ලේෂණය');
    // Registered again (the role's remote loaded again): nothing fetched twice.
    await registerTranslationLoaders('contract-a', loaders);
    await changeLanguage('ta');
    expect(loaders.ta).toHaveBeenCalledTimes(1);
    expect(loaders.si).toHaveBeenCalledTimes(1);
  });

  it('keeps the current language when a chunk of the new one fails, and fetches it again on the next try', async () => {
    const loaders: TranslationLoaders = {
      en: words({ title: 'Overview' }),
      si: jest
        .fn()
        .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
        .mockResolvedValue({ default: { title: 'දළ විශ්ලේෂණය' } }),
    };
    await registerTranslationLoaders('contract-b', loaders);
    await expect(changeLanguage('si')).rejects.toThrow('Loading chunk 7 failed');
    expect(i18n.language).toBe('en');
    await changeLanguage('si');
    expect(i18n.language).toBe('si');
    expect(i18n.t('title', { ns: 'contract-b' })).toBe('දළ විශ්ලේෂණය');
  });

  it('a remote registered while a switch is fetching gets the new language too', async () => {
    let serve: (value: { default: Strings }) => void = () => undefined;
    const slow: TranslationLoaders = { ta: () => new Promise((resolve) => (serve = resolve)) };
    await registerTranslationLoaders('contract-c', slow);
    const switching = changeLanguage('ta');
    const late = { en: words({ title: 'Overview' }), ta: words({ title: 'கண்ணோட்டம்' }) };
    await registerTranslationLoaders('contract-d', late);
    serve({ default: { title: 'மெதுவாக' } });
    await switching;
    expect(late.ta).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'contract-d' })).toBe('கண்ணோட்டம்');
  });
});
