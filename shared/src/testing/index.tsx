export { renderWithProviders } from './renderWithProviders';
export { fakeApi } from './fakeApi';
export { fakeJwt } from './fakeJwt';
export { COLOMBO, colomboUser } from './colomboSession';
export { matchMediaAnswering, viewportMatching } from './matchMediaStub';
export {
  allTranslations,
  expectNotAvailableFrame,
  menuLabels,
  NO_TRANSLATION_GAPS,
  registerModule,
  renderManifestPage,
  renderRemotePage,
  testUser,
  translationGaps,
  type MenuLabels,
} from './remoteModule';
export { describeEveryPagesFirstReads, type FirstReadsOptions, type FirstReadsPage } from './firstReads';
export { expectOpensWithRouteIntro } from './routeIntro';
