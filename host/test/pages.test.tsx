import { i18n, initI18n, LAYOUT_ROUTE_PATTERNS, registerTranslations, type RemoteModule } from '@waste/shared';
import { renderWithProviders } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import adminModule from '../../remote-admin/src/module';
import customsModule from '../../remote-customs/src/module';
import localAuthorityModule from '../../remote-local-authority/src/module';
import recyclerModule from '../../remote-recycler/src/module';
import { registerHostTranslations } from '../src/i18n/hostTranslations';
import { templateRoutes } from '../src/template/templateRoutes';

const remotes: RemoteModule[] = [adminModule, customsModule, localAuthorityModule, recyclerModule];

beforeAll(async () => {
  await initI18n();
  registerHostTranslations();
  for (const module of remotes) registerTranslations(module.namespace, module.translations);
});

function renderAt(path: string, routes: RemoteModule['routes']) {
  return renderWithProviders(
    <Routes>
      {routes.map(({ path: pattern, Component }) => (
        <Route key={pattern} path={pattern} element={<Component />} />
      ))}
    </Routes>,
    { route: path },
  );
}

// A lazy page's chunk and antd's first styles take a while in jsdom, more so when suites run in parallel.
jest.setTimeout(30_000);
const SLOW = { timeout: 10_000 };

const concrete = (pattern: string) => `/${pattern.replace(':id', '7')}`;

const notYetBuilt: [string, string, RemoteModule, string][] = [
  ['admin', 'requests', adminModule, 'Requests'],
  ['admin', 'local-authorities', adminModule, 'Local Authorities'],
  ['admin', 'customs', adminModule, 'Customs'],
  ['admin', 'recycler', adminModule, 'Recyclers'],
  ['admin', 'loggers', adminModule, 'Loggers'],
  ['admin', 'wasteData/la-view/:id', adminModule, 'Local Authority Waste Data'],
  ['customs', 'hscodes', customsModule, 'HS Codes'],
  ['customs', 'pending-hscodes', customsModule, 'Pending HS Codes'],
  ['customs', 'import', customsModule, 'Import Data'],
  ['customs', 'export', customsModule, 'Export Data'],
  ['customs', 'data-log', customsModule, 'Data Log'],
  ['customs', 'customs/data-log/view/:id', customsModule, 'Data Log Entry'],
  ['local authority', 'sampath-piyasa', localAuthorityModule, 'Sampath Piyasa Centres'],
  ['local authority', 'sampath-piyasa/register', localAuthorityModule, 'Register a Centre'],
  ['local authority', 'sampath-piyasa/addData', localAuthorityModule, 'Add Centre Waste Data'],
  ['local authority', 'sampath-piyasa/waste-view/:id', localAuthorityModule, 'Centre Waste Data'],
  ['local authority', 'sampath-piyasa/center/:id', localAuthorityModule, 'Centre Details'],
  ['local authority', 'parameters', localAuthorityModule, 'Parameters'],
  ['recycler', 'wasteData', recyclerModule, 'Waste Data'],
];

/** Pages an issue has built; their own tests live beside their remote. */
const built = ['wasteData', 'wasteData/addData', 'wasteData/view/:id', 'wasteData/la-view/:id'].map((path) => `${localAuthorityModule.namespace} ${path}`);

afterEach(() => i18n.changeLanguage('en'));

describe('pages of the remotes that are not built yet', () => {
  it('every remote route is a layout route the host knows (otherwise the host shows its 404 first)', () => {
    const patterns = new Set<string>(LAYOUT_ROUTE_PATTERNS);
    const unknown = remotes.flatMap((module) => module.routes.map(({ path }) => `/${path}`)).filter((path) => !patterns.has(path));
    expect(unknown).toEqual([]);
  });

  it('every such page is covered here', () => {
    const owned = remotes
      .flatMap((module) => module.routes.filter(({ path }) => path !== 'dashboard').map(({ path }) => `${module.namespace} ${path}`))
      .filter((route) => !built.includes(route));
    expect(notYetBuilt.map(([, path, module]) => `${module.namespace} ${path}`).sort()).toEqual(owned.sort());
  });

  it.each(notYetBuilt)('%s /%s shows its frame and says plainly it is not available', async (_remote, pattern, module, title) => {
    await renderAt(concrete(pattern), module.routes);
    expect(await screen.findByRole('heading', { level: 3, name: title }, SLOW)).toBeInTheDocument();
    const breadcrumb = screen.getByTestId('page-breadcrumb');
    expect(within(breadcrumb).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(breadcrumb).getAllByText(title).length).toBeGreaterThan(0);
    const notice = screen.getByTestId('feature-not-available');
    expect(notice).toHaveTextContent('This page is not available yet');
    expect(notice).toHaveTextContent('coming in a later release');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a record page links back to its list in the breadcrumbs', async () => {
    await renderAt('/sampath-piyasa/waste-view/7', localAuthorityModule.routes);
    const breadcrumb = await screen.findByTestId('page-breadcrumb', {}, SLOW);
    expect(within(breadcrumb).getByRole('link', { name: 'Sampath Piyasa Centres' })).toHaveAttribute('href', '/sampath-piyasa');
  });

  it('says it in Sinhala and Tamil too', async () => {
    await renderAt('/hscodes', customsModule.routes);
    await i18n.changeLanguage('si');
    expect(await screen.findByText('මෙම පිටුව තවම ලබා ගත නොහැක', {}, SLOW)).toBeInTheDocument();
    await i18n.changeLanguage('ta');
    expect(await screen.findByText('இந்தப் பக்கம் இன்னும் கிடைக்கவில்லை')).toBeInTheDocument();
  });
});

const templatePages: [string, string][] = [
  ['blank', 'Blank Page'],
  ['form-elements', 'Form Elements'],
  ['basic-tables', 'Basic Tables'],
  ['buttons', 'Buttons'],
  ['images', 'Images'],
  ['videos', 'Videos'],
  ['alerts', 'Alerts'],
  ['avatars', 'Avatars'],
  ['badge', 'Badges'],
  ['line-chart', 'Line Chart'],
  ['bar-chart', 'Bar Chart'],
];

describe('template demonstration pages (host)', () => {
  it('are all routed', () => {
    expect(templateRoutes.map(({ path }) => path)).toEqual(templatePages.map(([path]) => path));
  });

  it.each(templatePages)('/%s renders its page in its frame', async (path, title) => {
    await renderAt(`/${path}`, templateRoutes);
    expect(await screen.findByRole('heading', { level: 3, name: title }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByTestId('page-breadcrumb')).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('feature-not-available')).not.toBeInTheDocument();
  });

  it('the basic table lists the nine provinces', async () => {
    await renderAt('/basic-tables', templateRoutes);
    expect(await screen.findByText('Sabaragamuwa', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(10);
  });

  it.each([['line-chart', 'line'], ['bar-chart', 'bar']])('/%s draws an accessible SVG %s chart labelled as demo data', async (path, kind) => {
    await renderAt(`/${path}`, templateRoutes);
    const chart = await screen.findByTestId(`demo-${kind}-chart`, {}, SLOW);
    expect(chart).toHaveAttribute('role', 'img');
    expect(screen.getByRole('img', { name: /demo data/ })).toBe(chart);
    expect(screen.getByText(/Template demo data: these figures are illustrative/)).toBeInTheDocument();
    expect(chart.querySelectorAll(kind === 'bar' ? 'rect' : 'circle')).toHaveLength(6);
  });

  it('the video page says that no video is bundled', async () => {
    await renderAt('/videos', templateRoutes);
    expect(await screen.findByText(/No video is bundled with this template/, {}, SLOW)).toBeInTheDocument();
  });
});
