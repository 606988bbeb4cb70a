import { DEFAULT_PAGE, PageFrame, queryStatus, usePagedSearch } from '@waste/shared';
import { Alert, Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { CODE_SECTOR_FILTERS } from '@/common/addressFilters';
import { WRAPPING_BUTTON } from '@/common/wrappingButton';
import { useHsInit, usePendingHsCodes } from '@/common/api/hsCodes';
import { HsCodesTable } from '@/common/HsCodesTable';
import { AssignSectorModal } from './AssignSectorModal';

/** `/pending-hscodes`: codes seen in customs files without a sector; assign one, one code or many at once. */
export function PendingHsCodesPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const { search, setPage } = usePagedSearch(CODE_SECTOR_FILTERS);
  const { code, sector: _sector, ...page } = search;
  const result = usePendingHsCodes({ ...page, hsCode: code });
  const init = useHsInit('/hscode/init-search');
  const initError = queryStatus(init, t('pending.initFailed')).error;
  const [selected, setSelected] = useState<string[]>([]);
  const [assigning, setAssigning] = useState<string[] | null>(null);
  const toggle = (id: string, on: boolean) => setSelected((list) => (on ? [...list, id] : list.filter((item) => item !== id)));

  return (
    <PageFrame title={t('pendingHsCodes.title')}>
      <Card>
        <Flex vertical gap="middle">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('pending.explain')}
          </Typography.Paragraph>
          <Flex gap="small" align="center">
            <Button
              type="primary"
              disabled={selected.length === 0}
              onClick={() => setAssigning(selected)}
              data-testid="assign-selected"
              style={WRAPPING_BUTTON}
            >
              {t('pending.assignSelected', { count: selected.length })}
            </Button>
          </Flex>
          {initError ? <Alert type="error" showIcon title={initError} /> : null}
          <HsCodesTable
            result={result}
            page={page}
            onPageChange={setPage}
            pageSizeOptions={init.data?.paginationOptions ?? [10, DEFAULT_PAGE.pageSize, 50, 100]}
            texts={{ loadFailed: t('pending.loadFailed'), empty: t('pending.empty') }}
            testId="pending-hs-codes-table"
            action={(hsCode) => (
              <Flex gap="small" align="center">
                <Checkbox
                  checked={selected.includes(hsCode.id)}
                  onChange={(event) => toggle(hsCode.id, event.target.checked)}
                  aria-label={t('pending.select', { code: hsCode.hsCode })}
                />
                <Button size="small" onClick={() => setAssigning([hsCode.id])} data-testid={`assign-${hsCode.hsCode}`}>
                  {t('pending.assign')}
                </Button>
              </Flex>
            )}
          />
        </Flex>
      </Card>
      {assigning ? (
        <AssignSectorModal
          codes={assigning}
          onClose={(assigned) => {
            setAssigning(null);
            if (assigned) setSelected([]);
          }}
        />
      ) : null}
    </PageFrame>
  );
}
