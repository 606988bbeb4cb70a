import { i18n, initI18n, registerTranslations, sessionStore, type RemoteModule, NO_FIRST_READS } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NotificationBell } from '../src/layout/NotificationBell';
import { Sidebar } from '../src/layout/Sidebar';
import { sidebarCollapsedAtom } from '../src/settings/appSettings';
import { resetAppSettings, signInAs } from './layoutHarness';
import { renderHost } from './renderHost';

const page = async () => () => null;

const approved = {
  id: 'a1',
  kind: 'request-approved',
  localAuthorityId: 'LG-11001',
  requestId: 'r1',
  header: 'Collection leakage',
  reason: null,
  createdAt: '2026-03-02T05:00:00.000Z',
};
const rejected = {
  id: 'b2',
  kind: 'request-rejected',
  localAuthorityId: 'LG-11001',
  requestId: 'r2',
  header: 'Population',
  reason: 'The census figure is already used',
  createdAt: '2026-03-03T05:00:00.000Z',
};

describe('the bell shows the server news of the account authority', () => {
  beforeEach(() => {
    resetAppSettings();
    signInAs('003');
  });

  it('lists approved and rejected requests with the reason, counts them and marks one read', async () => {
    let unread = [rejected, approved];
    const api = fakeApi((config) => {
      if (config.method === 'get' && config.url === '/notifications') return { status: 200, data: { rows: unread, unread: unread.length } };
      if (config.method === 'post' && config.url === '/notifications/read') {
        const ids = (JSON.parse(String(config.data)) as { ids: string[] }).ids;
        unread = unread.filter((item) => !ids.includes(item.id));
        return { status: 200, data: { read: ids.length } };
      }
      return { status: 404, data: { message: 'unexpected', code: 'NOT_FOUND' } };
    });
    try {
      await renderHost(<NotificationBell />, '/dashboard');
      await userEvent.click(await screen.findByRole('button', { name: 'Notifications (2)' }));
      const list = await screen.findByTestId('notifications');
      const items = within(list).getAllByTestId('server-notification');
      expect(items[0]).toHaveTextContent('Your request “Population” was rejected');
      expect(items[0]).toHaveTextContent('Reason: The census figure is already used');
      expect(items[1]).toHaveTextContent('Your request “Collection leakage” was approved');

      await userEvent.click(within(items[0]).getByRole('button', { name: 'Mark as read' }));
      await waitFor(() => expect(within(list).getAllByTestId('server-notification')).toHaveLength(1));
      expect(screen.getByRole('button', { name: 'Notifications (1)' })).toBeInTheDocument();
      expect(api.calls.find((call) => call.url === '/notifications/read')?.data).toBe(JSON.stringify({ ids: ['b2'] }));

      await userEvent.click(within(list).getByRole('button', { name: 'Clear all' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications (0)' })).toBeInTheDocument());
      expect(within(list).getByText('No notifications')).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });
});

const correctionApproved = {
  id: 'c1',
  kind: 'correction-approved',
  localAuthorityId: null,
  recyclerId: 'RC-DEMO-01',
  requestId: 'k1',
  header: 'Replace return 2025-03, hard plastic',
  reason: null,
  createdAt: '2026-03-04T05:00:00.000Z',
};
const correctionRejected = {
  ...correctionApproved,
  id: 'c2',
  kind: 'correction-rejected',
  requestId: 'k2',
  header: 'Void return 2025-02, soft plastic',
  reason: 'The return is not a duplicate',
};

/** The bell's GET and POST, answering `rows` as unread; the calls are kept. */
function notificationsApi(rows: unknown[]) {
  return fakeApi((config) => {
    if (config.method === 'get' && config.url === '/notifications') return { status: 200, data: { rows, unread: rows.length } };
    if (config.method === 'post' && config.url === '/notifications/read') return { status: 200, data: { read: 1 } };
    return { status: 404, data: { message: 'unexpected', code: 'NOT_FOUND' } };
  });
}

describe("the bell tells a correction's author what became of it", () => {
  beforeEach(() => resetAppSettings());
  afterEach(() => i18n.changeLanguage('en'));

  it("words a recycler's approved and rejected corrections, with the reason", async () => {
    signInAs('004');
    const api = notificationsApi([correctionRejected, correctionApproved]);
    try {
      await renderHost(<NotificationBell />, '/dashboard');
      await userEvent.click(await screen.findByRole('button', { name: 'Notifications (2)' }));
      const items = within(await screen.findByTestId('notifications')).getAllByTestId('server-notification');
      expect(items[0]).toHaveTextContent('Your correction “Void return 2025-02, soft plastic” was rejected: the record stays as it was');
      expect(items[0]).toHaveTextContent('Reason: The return is not a duplicate');
      expect(items[1]).toHaveTextContent(
        'Your correction “Replace return 2025-03, hard plastic” was approved: every figure now uses the corrected record',
      );
      expect(api.calls.find((call) => call.url === '/notifications')?.params ?? {}).toEqual({});
    } finally {
      api.restore();
    }
  });

  it.each([
    ['si', 'ඔබගේ “Void return 2025-02, soft plastic” නිවැරදි කිරීම ප්‍රතික්ෂේප කරන ලදී'],
    ['ta', 'உங்கள் “Void return 2025-02, soft plastic” திருத்தம் நிராகரிக்கப்பட்டது'],
  ])('words them in %s too', async (language, text) => {
    signInAs('003');
    const api = notificationsApi([correctionRejected]);
    try {
      await renderHost(<NotificationBell />, '/dashboard');
      await i18n.changeLanguage(language);
      await userEvent.click(await screen.findByTestId('notification-bell'));
      expect(await within(await screen.findByTestId('notifications')).findByText(new RegExp(text))).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });

  it('reads and marks read the news of the recycler a super admin acts as', async () => {
    const recycler = { id: 'RC-DEMO-01', name: 'Lanka Recyclers', hotline: '0110000000', primaryAddress: 'Colombo' };
    signInAs('004', ['005', '004'], { selectedRecycler: recycler });
    const api = notificationsApi([correctionApproved]);
    try {
      await renderHost(<NotificationBell />, '/dashboard');
      await userEvent.click(await screen.findByRole('button', { name: 'Notifications (1)' }));
      const item = within(await screen.findByTestId('notifications')).getByTestId('server-notification');
      await userEvent.click(within(item).getByRole('button', { name: 'Mark as read' }));
      await waitFor(() => expect(api.calls.find((call) => call.url === '/notifications/read')).toBeDefined());
      expect(api.calls.find((call) => call.url === '/notifications')?.params).toEqual({ recyclerId: 'RC-DEMO-01' });
      expect(api.calls.find((call) => call.url === '/notifications/read')?.params).toEqual({ recyclerId: 'RC-DEMO-01' });
    } finally {
      api.restore();
    }
  });
});

describe('a manifest entry may show a count beside its menu label', () => {
  beforeEach(() => {
    resetAppSettings();
    signInAs('001');
  });

  function useSharedCount() {
    return useState(3)[0];
  }

  it('renders the count the entry hook gives, and nothing for 0', async () => {
    const module: RemoteModule = {
      namespace: 'count-test',
      routes: [
        { path: 'dashboard', name: 'menu.dashboard', page, prefetch: NO_FIRST_READS },
        { path: 'requests', name: 'menu.requests', page, useMenuCount: useSharedCount, prefetch: NO_FIRST_READS },
        { path: 'loggers', name: 'menu.loggers', page, useMenuCount: () => 0, prefetch: NO_FIRST_READS },
      ],
      translations: {},
    };
    await initI18n();
    registerTranslations('count-test', { en: { 'menu.dashboard': 'Dashboard', 'menu.requests': 'Requests', 'menu.loggers': 'Loggers' } });
    await renderHost(<Sidebar module={module} />, '/dashboard');
    const requests = await screen.findByRole('menuitem', { name: /Requests/ });
    expect(within(requests).getByTestId('menu-count')).toHaveTextContent('3');
    expect(within(requests).getByTitle('3 new')).toBeInTheDocument();
    expect(within(screen.getByRole('menuitem', { name: /Loggers/ })).queryByTestId('menu-count')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('menu-count')).toHaveLength(1);
  });

  it('puts a dot on the icon while the sidebar is collapsed', async () => {
    sessionStore.set(sidebarCollapsedAtom, true);
    const module: RemoteModule = {
      namespace: 'count-test',
      routes: [
        { path: 'dashboard', name: 'menu.dashboard', icon: <span>D</span>, page, prefetch: NO_FIRST_READS },
        { path: 'requests', name: 'menu.requests', icon: <span>R</span>, page, useMenuCount: useSharedCount, prefetch: NO_FIRST_READS },
      ],
      translations: {},
    };
    await initI18n();
    registerTranslations('count-test', { en: { 'menu.dashboard': 'Dashboard', 'menu.requests': 'Requests' } });
    await renderHost(<Sidebar module={module} />, '/dashboard');
    expect(await screen.findAllByTestId('menu-count-dot')).toHaveLength(1);
  });
});
