import { initI18n } from '@waste/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerHostTranslations } from './i18n/hostTranslations';

await initI18n();
registerHostTranslations();
createRoot(document.getElementById('root')!).render(<App />);
