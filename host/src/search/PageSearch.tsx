import { SearchOutlined } from '@ant-design/icons';
import { useAccess, type RemoteModule } from '@waste/shared';
import { AutoComplete, type GetRef } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { hostLayoutRoutes } from '../app/hostLayoutRoutes';
import { findPages, searchablePages } from './searchablePages';
import { useFocusShortcut } from './useFocusShortcut';

/**
 * Finds the current module's pages and the host's own (template, profile, calendar), from their manifests,
 * by name in the current language; Enter opens the first match.
 */
export function PageSearch({ module }: { module: RemoteModule }) {
  const { t: tHost } = useTranslation(HOST_NAMESPACE);
  const { t: tModule } = useTranslation(module.namespace);
  const access = useAccess();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  // rc-select locks Enter until its keyup, which never reaches it once the page has changed under the key:
  // a fresh search box after each opened page lets the next Enter through.
  const [opened, setOpened] = useState(0);
  const ref = useRef<GetRef<typeof AutoComplete>>(null);
  useFocusShortcut(useCallback(() => ref.current?.focus(), []));

  const pages = useMemo(
    () => [
      ...searchablePages(module.routes, access, (name) => tModule(name)),
      ...searchablePages(hostLayoutRoutes, access, (name) => tHost(name)),
    ],
    [module, access, tModule, tHost],
  );
  const options = findPages(pages, query).map((page) => ({ value: page.path, label: page.label }));

  function open(path: string) {
    setQuery('');
    setOpened((count) => count + 1);
    navigate(path);
  }

  return (
    <AutoComplete
      key={opened}
      ref={ref}
      value={query}
      options={options}
      onChange={setQuery}
      onSelect={open}
      defaultActiveFirstOption
      prefix={<SearchOutlined />}
      placeholder={tHost('layout.search.placeholder')}
      aria-label={tHost('layout.search.label')}
      notFoundContent={query.trim() ? tHost('layout.search.noMatch') : null}
      popupMatchSelectWidth={320}
      style={{ width: '100%', maxWidth: 320 }}
      data-testid="page-search"
    />
  );
}
