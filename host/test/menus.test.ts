import { matchRoutes } from 'react-router-dom';
import { i18n, initI18n, registerTranslations, ROLE, type MenuEntry, type RemoteModule, type RoleCode } from '@waste/shared';
import adminModule from '../../remote-admin/src/module';
import customsModule from '../../remote-customs/src/module';
import localAuthorityModule from '../../remote-local-authority/src/module';
import recyclerModule from '../../remote-recycler/src/module';
import { hostLayoutRoutes } from '../src/app/hostLayoutRoutes';
import { HOST_NAMESPACE, registerHostTranslations } from '../src/i18n/hostTranslations';
import { menuEntriesFor } from '../src/layout/menuItems';
import { templateModule } from '../src/template/templateModule';

type Labels = (string | [string, Labels])[];

function labels(module: RemoteModule, entries: MenuEntry[]): Labels {
  const t = i18n.getFixedT('en', module.namespace);
  return entries.map((entry) => (entry.children ? [t(entry.labelKey), labels(module, entry.children)] : t(entry.labelKey)));
}

function flatten(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

const menus: [string, RemoteModule, RoleCode | null, Labels][] = [
  ['001 Admin', adminModule, ROLE.ADMIN, ['Dashboard', 'Requests']],
  ['005 Super Admin', adminModule, ROLE.SUPER_ADMIN, ['Dashboard', 'Local Authorities', 'Customs', 'Recyclers', 'Requests', 'Loggers']],
  ['004 Recycler', recyclerModule, ROLE.RECYCLER, ['Dashboard', 'Waste Data']],
  ['003 Local Authority', localAuthorityModule, ROLE.LOCAL_AUTHORITY, ['Dashboard', 'Plastic Waste Data', 'Sampath Piyasa', 'Parameters']],
  ['002 SL Custom', customsModule, ROLE.SL_CUSTOM, ['Dashboard', 'HS Codes', 'Pending HS Codes', ['Data List', ['Import', 'Export']], 'Data Log']],
  [
    'no role (template)',
    templateModule,
    null,
    ['Dashboard', 'Blank', 'Form Elements', 'Basic Tables', 'Buttons', 'Images', 'Videos', 'Alerts', 'Avatars', 'Badge', 'Line Chart', 'Bar Chart'],
  ],
];

beforeAll(async () => {
  await initI18n();
  registerHostTranslations();
  for (const module of [adminModule, customsModule, localAuthorityModule, recyclerModule]) registerTranslations(module.namespace, module.translations);
});

describe.each(menus)('sidebar menu of %s (spec section 2)', (_name, module, role, expected) => {
  const entries = menuEntriesFor(module, role);

  it('has exactly the spec labels, in order', () => {
    expect(labels(module, entries)).toEqual(expected);
  });

  it('gives every entry an icon', () => {
    expect(flatten(entries).filter((entry) => !entry.icon).map((entry) => entry.key)).toEqual([]);
  });

  it('leads every entry to a page the module or the host serves', () => {
    const routes = [...hostLayoutRoutes, ...module.routes].map(({ path }) => ({ path: `/${path}` }));
    const paths = flatten(entries).flatMap((entry) => (entry.path ? [entry.path] : []));
    expect(paths.filter((path) => !matchRoutes(routes, path))).toEqual([]);
  });
});

it('the template menu for any other role is the template menu too', () => {
  expect(menuEntriesFor(templateModule, ROLE.ADMIN)).toEqual(menuEntriesFor(templateModule, null));
  expect(i18n.getFixedT('si', HOST_NAMESPACE)('template.menu.blank')).not.toBe('Blank');
});
