import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initI18n, registerTranslationLoaders } from '../i18n/instance';
import { createQueryClient } from '../query/queryClient';
import { SessionQueryClientProvider } from '../query/SessionQueryClientProvider';
import type { RemoteModule } from '../remote/contract';

/**
 * Runs one remote on its own for its team's development (`pnpm --filter <remote> start:standalone`). Its
 * shell is fetched here, so that the shared package's first load in the product never carries it.
 */
export async function renderStandalone(module: RemoteModule): Promise<void> {
  const [{ StandaloneShell }] = await Promise.all([import('./StandaloneShell'), initI18n()]);
  await registerTranslationLoaders(module.namespace, module.translations);
  createRoot(document.getElementById('root')!).render(
    <SessionQueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <StandaloneShell module={module} />
      </BrowserRouter>
    </SessionQueryClientProvider>,
  );
}
