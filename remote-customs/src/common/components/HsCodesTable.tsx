import { QueryError, useFormatters, wrapText } from '@waste/shared';
import { type TableProps, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { useHsCodeSearchInit } from '../api/initHsCodeSearch';
import type { HsCode } from '../api/types';
import { hsVersion, isOlderHs } from '../hsVersion';
import { HsCodeOrderedTable, type HsCodeOrderedTableProps } from './HsCodeOrderedTable';

export interface HsCodesTableProps extends Omit<HsCodeOrderedTableProps<HsCode>, 'columns' | 'pageSizeOptions' | 'texts'> {
  /** The page's own words for a failed init-search (whose page sizes the table offers), a failed search, no codes. */
  texts: { initFailed: string; loadFailed: string; empty: string };
  /** The last column's content, for a list whose codes can be acted on. */
  action?: (code: HsCode) => ReactNode;
}

/** HS codes with their sector and line count; above them, a failed init-search (the table then offers default page sizes). */
export function HsCodesTable({ texts: { initFailed, ...texts }, action, ...table }: HsCodesTableProps) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  const init = useHsCodeSearchInit();
  const columns: NonNullable<TableProps<HsCode>['columns']> = [
    { key: 'hsCode', title: t('field.hsCode'), dataIndex: 'hsCode' },
    {
      key: 'description',
      title: t('field.description'),
      // Wrapped, so that the sector and line count stay in sight beside it (issue 39 rule 1).
      ...wrapText(),
      render: (_, code) => (
        <>
          {code.description} {code.inNomenclature ? null : <Tag color="orange">{t('hsCodes.notInHs')}</Tag>}
          {/* A code of an older HS edition than HS2022 (issue 38): its version, and why it waits. */}
          {isOlderHs(code.classification) ? (
            <>
              <Tag data-testid={`hs-version-${code.hsCode}`}>{hsVersion(code.classification)}</Tag>
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {t('hsCodes.versionHint', { version: hsVersion(code.classification) })}
              </Typography.Text>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'sector', title: t('field.sector'), render: (_, code) => (code.sectorId ? t(`sector.${code.sectorId}`) : t('sector.none')) },
    { key: 'lines', title: t('field.lines'), align: 'right', render: (_, code) => format.number(code.lineCount) },
    ...(action ? [{ key: 'action', title: t('field.action'), render: (_: unknown, code: HsCode) => action(code) }] : []),
  ];
  return (
    <>
      <QueryError query={init} loadFailed={initFailed} retry={false} />
      <HsCodeOrderedTable<HsCode> {...table} columns={columns} pageSizeOptions={init.data?.paginationOptions} texts={texts} />
    </>
  );
}
