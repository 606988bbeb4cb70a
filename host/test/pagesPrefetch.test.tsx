import { testUser, describeEveryPagesFirstReads } from '@waste/shared/testing';
import type { RemoteModule } from '@waste/shared';
import { hostLayoutRoutes } from '../src/app/hostLayoutRoutes';
import { HOST_NAMESPACE, hostTranslations } from '../src/i18n/hostTranslations';
import { templatePages } from '../src/template/templatePages';

jest.setTimeout(60_000);

const PROFILE = {
  firstName: 'Nimal',
  lastName: 'Silva',
  email: 'nimal@demo.lk',
  phone: '0771234567',
  bio: '',
  socialLinks: { facebook: '', x: '', linkedin: '', instagram: '' },
  pendingEmail: null,
};

/** The host's own pages in the layout (profile, help, calendar) as a module: the template's demo pages read nothing. */
const words = hostTranslations();
const hostPages: RemoteModule = {
  namespace: HOST_NAMESPACE,
  routes: hostLayoutRoutes.filter((route) => !templatePages.includes(route)),
  translations: Object.fromEntries(
    Object.entries(words).map(([language, strings]) => [language, () => Promise.resolve({ default: strings })]),
  ),
};

describeEveryPagesFirstReads(
  hostPages,
  [
    { address: '/profile', reads: ['/users/me/profile'] },
    { address: '/help', reads: ['/users/me/support-contact'] },
    { address: '/calendar', reads: ['/calendar/events'] },
  ],
  {
    '/users/me/profile': PROFILE,
    '/users/me/support-contact': { name: null, email: null, phone: null, updatedAt: null },
    '/calendar/events': [],
  },
  { user: testUser('003') },
);
