import { ROLE_CODES, useNarrowerThan, type RoleCode } from '@waste/shared';
import { Flex, Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { AccountFilters } from '@/common/api/searchAccounts';

export interface AccountFilterControlsProps {
  filters: AccountFilters;
  /** How many sign-ups wait for a role. */
  waiting: number;
  onSearch: (filters: AccountFilters) => void;
}

/** A choice's words wrap rather than widen the switch past a phone's card. */
const LABEL = { whiteSpace: 'normal' } as const;

/** The queue switch (all accounts, or the sign-ups waiting for a role), name or email, role and status; each applies at once. */
export function AccountFilterControls({ filters, waiting, onSearch }: AccountFilterControlsProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [name, setName] = useState(filters.name ?? '');
  // On a phone each control takes the card's width: side by side, the Tamil queue switch and the search ran off it (issue 43).
  const narrow = useNarrowerThan('sm');
  const width = (wide: number) => (narrow ? { width: '100%' } : { minWidth: wide });
  return (
    <Flex vertical={narrow} wrap={!narrow} gap="small" align={narrow ? undefined : 'center'}>
      <Segmented
        vertical={narrow}
        value={filters.withoutRole ? 'waiting' : 'all'}
        onChange={(value) => onSearch({ ...filters, withoutRole: value === 'waiting' ? true : undefined })}
        block={narrow}
        options={[
          { value: 'all', label: <span style={LABEL}>{t('accounts.all')}</span> },
          { value: 'waiting', label: <span style={LABEL}>{t('accounts.waiting', { count: waiting })}</span> },
        ]}
        data-testid="accounts-queue-switch"
      />
      <Input.Search
        allowClear
        value={name}
        onChange={(event) => setName(event.target.value)}
        onSearch={(value) => onSearch({ ...filters, name: value.trim() || undefined })}
        placeholder={t('accounts.searchName')}
        aria-label={t('accounts.searchName')}
        style={narrow ? { width: '100%' } : { width: 240 }}
        data-testid="accounts-name-search"
      />
      <Select<RoleCode>
        allowClear
        value={filters.role}
        onChange={(role) => onSearch({ ...filters, role: role ?? undefined })}
        placeholder={t('accounts.anyRole')}
        aria-label={t('accounts.field.roles')}
        options={ROLE_CODES.map((code) => ({ value: code, label: t(`accounts.role.${code}`) }))}
        style={width(170)}
      />
      <Select<'true' | 'false'>
        allowClear
        value={filters.disabled === undefined ? undefined : filters.disabled ? 'true' : 'false'}
        onChange={(value) => onSearch({ ...filters, disabled: value === undefined ? undefined : value === 'true' })}
        placeholder={t('accounts.anyStatus')}
        aria-label={t('accounts.field.status')}
        options={[
          { value: 'false', label: t('accounts.status.active') },
          { value: 'true', label: t('accounts.status.disabled') },
        ]}
        style={width(140)}
      />
    </Flex>
  );
}
