import { i18n, initI18n, type RemoteModule, type RemoteRegistry, type Strings, NO_FIRST_READS } from '@waste/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { LayoutOrNotFound } from '../src/app/LayoutOrNotFound';
import { fetchRemoteRegistry } from '../src/remotes/fetchRemoteRegistry';
import { loadRemoteModule } from '../src/remotes/loadRemoteModule';
import { AppConfigProvider } from '../src/settings/AppConfigProvider';
import { adminRemote } from './fixtures/adminRemote';
import { resetAppSettings, signInAs } from './layoutHarness';
import { renderHost } from './renderHost';

jest.mock('../src/remotes/fetchRemoteRegistry');
jest.mock('../src/remotes/loadRemoteModule');

const NAMESPACE = 'language-test';

const registry: RemoteRegistry = { remotes: [adminRemote({ roles: ['001'], routes: ['/dashboard'] })] };

const WORDS: Record<'en' | 'si' | 'ta', Strings> = {
  en: { 'menu.dashboard': 'Dashboard', 'dashboard.title': 'National overview' },
  si: { 'menu.dashboard': 'උපකරණ පුවරුව', 'dashboard.title': 'ජාතික දළ විශ්ලේෂණය' },
  ta: { 'menu.dashboard': 'கட்டுப்பாட்டுப் பலகை', 'dashboard.title': 'தேசிய கண்ணோட்டம்' },
};

function Dashboard() {
  const { t } = useTranslation(NAMESPACE);
  return <h3>{t('dashboard.title')}</h3>;
}

/** A language's chunk the test answers by hand: `served` or `failed` when it chooses. */
function chunk(language: 'en' | 'si' | 'ta') {
  let served: () => void = () => undefined;
  let failed: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<{ default: Strings }>((resolve, reject) => {
        served = () => resolve({ default: WORDS[language] });
        failed = () => reject(new Error(`Loading chunk ${language} failed`));
      }),
  );
  return { load, serve: () => act(async () => served()), fail: () => act(async () => failed()) };
}

const SLOW = { timeout: 10_000 };

async function chooseLanguage(name: string) {
  await userEvent.click(screen.getByTestId('language-switcher'));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

describe("a remote's words, the page's language alone (docs/adr/0216-each-remote-loads-the-pages-language.md)", () => {
  it('renders a Sinhala page once its Sinhala chunk is in, fetches a new language before switching, and keeps the language when that fails', async () => {
    resetAppSettings();
    // A Sinhala reader, as the shell's start detects one.
    await initI18n('si');
    signInAs('001');
    jest.mocked(fetchRemoteRegistry).mockResolvedValue(registry as never);
    const en = chunk('en');
    const si = chunk('si');
    const ta = chunk('ta');
    const remote: RemoteModule = {
      namespace: NAMESPACE,
      routes: [
        { path: 'dashboard', name: 'menu.dashboard', heading: 'dashboard.title', page: async () => Dashboard, prefetch: NO_FIRST_READS },
      ],
      translations: { en: en.load, si: si.load, ta: ta.load },
    };
    jest.mocked(loadRemoteModule).mockResolvedValue(remote);
    await renderHost(
      <AppConfigProvider>
        <LayoutOrNotFound />
      </AppConfigProvider>,
      '/dashboard',
    );

    // The module is known and its Sinhala chunk requested: no page, so no key, until the words are in.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(si.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('dashboard.title')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    await si.serve();
    expect(await screen.findByRole('heading', { level: 3, name: 'ජාතික දළ විශ්ලේෂණය' }, SLOW)).toBeInTheDocument();
    expect(si.load).toHaveBeenCalledTimes(1);
    expect(en.load).not.toHaveBeenCalled();
    expect(ta.load).not.toHaveBeenCalled();

    // Tamil chosen: the page stays Sinhala while the Tamil chunk loads, then switches with every word there.
    await chooseLanguage('தமிழ்');
    expect(ta.load).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('si');
    expect(screen.getByRole('heading', { level: 3, name: 'ජාතික දළ විශ්ලේෂණය' })).toBeInTheDocument();
    await ta.serve();
    expect(await screen.findByRole('heading', { level: 3, name: 'தேசிய கண்ணோட்டம்' }, SLOW)).toBeInTheDocument();
    expect(i18n.language).toBe('ta');

    // English cannot be fetched (offline, never stored): Tamil stays, and the page says the fetch failed.
    await chooseLanguage('English');
    await en.fail();
    expect(await screen.findByText('தரவைப் பெற முடியவில்லை', {}, SLOW)).toBeInTheDocument();
    expect(i18n.language).toBe('ta');
    expect(screen.getByRole('heading', { level: 3, name: 'தேசிய கண்ணோட்டம்' })).toBeInTheDocument();
    expect(si.load).toHaveBeenCalledTimes(1);
  });
});
