import { ListPage, WRAPPING_BUTTON } from '@waste/shared';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { Explanation } from '@/common/components/Explanation';
import { HsCodesTable } from '@/common/components/HsCodesTable';
import { useCodeSectorSearch } from '@/common/hooks/useCodeSectorSearch';
import { usePendingHsCodes } from '../api/searchPendingHsCodes';
import { AssignSectorModal } from './AssignSectorModal';

const SELECT_HINT_ID = 'pending-select-hint';

/** `/pending-hscodes`: codes seen in customs files without a sector; assign one, one code or many at once. */
export function PendingHsCodesPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const { page, filters, setPage } = useCodeSectorSearch();
  const result = usePendingHsCodes({ ...page, hsCode: filters.code });
  const [selected, setSelected] = useState<string[]>([]);
  const [assigning, setAssigning] = useState<string[] | null>(null);

  return (
    <ListPage
      title={t('pendingHsCodes.title')}
      intro={
        <>
          <Explanation>{t('pending.explain')}</Explanation>
          {/* How to choose codes for the button below (issue 39 rule 1); an intro, so the first frame paints it. */}
          <Explanation id={SELECT_HINT_ID}>{t('pending.selectHint')}</Explanation>
        </>
      }
      dialogs={
        assigning ? (
          <AssignSectorModal
            codes={assigning}
            onClose={(assigned) => {
              setAssigning(null);
              if (assigned) setSelected([]);
            }}
          />
        ) : null
      }
    >
      <Flex>
        <Button
          type="primary"
          disabled={selected.length === 0}
          onClick={() => setAssigning(selected)}
          aria-describedby={SELECT_HINT_ID}
          data-testid="assign-selected"
          style={WRAPPING_BUTTON}
        >
          {t('pending.assignSelected', { count: selected.length })}
        </Button>
      </Flex>
      <HsCodesTable
        result={result}
        page={page}
        onPageChange={setPage}
        texts={{ initFailed: t('pending.initFailed'), loadFailed: t('pending.loadFailed'), empty: t('pending.empty') }}
        testId="pending-hs-codes-table"
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (hsCode) => ({ 'aria-label': t('pending.select', { code: hsCode.hsCode }) }),
        }}
        action={(hsCode) => (
          <Button size="small" onClick={() => setAssigning([hsCode.id])} data-testid={`assign-${hsCode.hsCode}`}>
            {t('pending.assign')}
          </Button>
        )}
      />
    </ListPage>
  );
}
