// What the host provides to the remotes as react-i18next: the names the apps import, no more
// (docs/adr/0003-shared-singletons-provided-by-the-host.md). shared/test/singletonFacades.test.ts keeps it in
// step with the apps' imports.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
