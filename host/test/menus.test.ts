import { accessOf, i18n, menuOf, menuPages, ROLE } from '@waste/shared';
import { menuLabels, registerModule, testUser } from '@waste/shared/testing';
import { HOST_NAMESPACE, registerHostTranslations } from '../src/i18n/hostTranslations';
import { selectedMenuKey } from '../src/layout/menuItems';
import { templateModule } from '../src/template/templateModule';

beforeAll(async () => {
  await registerModule(templateModule);
  registerHostTranslations();
});

// Each remote's own menus are tested beside its manifest (remote-*/test/module.test.tsx).
describe('the template menu (spec section 2: any other role)', () => {
  it('is Dashboard and the demo pages, each with an icon, whatever the role', () => {
    const labels = [
      'Dashboard',
      'Blank',
      'Form Elements',
      'Basic Tables',
      'Buttons',
      'Images',
      'Videos',
      'Alerts',
      'Avatars',
      'Badge',
      'Line Chart',
      'Bar Chart',
    ];
    expect(menuLabels(templateModule, testUser(null))).toEqual(labels);
    expect(menuLabels(templateModule, testUser(ROLE.ADMIN))).toEqual(labels);
    expect(menuPages(menuOf(templateModule.routes, accessOf(null))).filter((entry) => !entry.icon)).toEqual([]);
    expect(i18n.getFixedT('si', HOST_NAMESPACE)('template.menu.blank')).not.toBe('Blank');
  });
});

describe('the menu entry a page highlights', () => {
  const menu = [
    { key: 'dashboard', name: 'menu.dashboard', path: '/dashboard' },
    { key: 'wasteData', name: 'menu.plasticWasteData', path: '/wasteData' },
    { key: 'menu.dataList', name: 'menu.dataList', children: [{ key: 'import', name: 'menu.import', path: '/import' }] },
  ];

  it.each([
    ['/dashboard', '/dashboard'],
    ['/wasteData', '/wasteData'],
    ['/wasteData/addData', '/wasteData'],
    ['/wasteData/view/WD-LG-11001-000001', '/wasteData'],
    ['/import', '/import'],
    ['/wasteDataX', undefined],
    ['/profile', undefined],
  ])('%s highlights %s', (pathname, key) => {
    expect(selectedMenuKey(menu, pathname)).toBe(key);
  });
});
