import { ServerPagedTable, useFormatters, type PageRequest } from '@waste/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type TableProps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '../i18n/namespace';
import type { HsCode, HsCodePage } from './api/hsCodes';

export interface HsCodesTableProps {
  result: UseQueryResult<HsCodePage>;
  page: PageRequest;
  onPageChange: (page: PageRequest) => void;
  pageSizeOptions: number[];
  texts: { loadFailed: string; empty: string };
  testId: string;
  action?: (code: HsCode) => ReactNode;
}

export function HsCodesTable({ result, page, onPageChange, pageSizeOptions, texts, testId, action }: HsCodesTableProps) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  const columns: NonNullable<TableProps<HsCode>['columns']> = [
    { key: 'hsCode', title: t('field.hsCode'), dataIndex: 'hsCode' },
    {
      key: 'description',
      title: t('field.description'),
      render: (_, code) => (
        <>
          {code.description} {code.inNomenclature ? null : <Tag color="orange">{t('hsCodes.notInHs')}</Tag>}
        </>
      ),
    },
    { key: 'sector', title: t('field.sector'), render: (_, code) => (code.sectorId ? t(`sector.${code.sectorId}`) : t('sector.none')) },
    { key: 'lines', title: t('field.lines'), align: 'right', render: (_, code) => format.number(code.lineCount) },
    ...(action ? [{ key: 'action', title: t('field.action'), render: (_: unknown, code: HsCode) => action(code) }] : []),
  ];
  return (
    <ServerPagedTable<HsCode>
      result={result}
      page={page}
      onPageChange={onPageChange}
      columns={columns}
      sortColumn="hsCode"
      rowKey="id"
      pageSizeOptions={pageSizeOptions}
      texts={texts}
      testIds={{ table: testId, error: `${testId}-error` }}
    />
  );
}
