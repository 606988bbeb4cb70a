import { Card, Checkbox, Empty, Flex, Pagination, Spin, theme, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';
import { cellContent, columnTitle, isActionColumn, plainColumns, type ListColumns } from './tableColumns';

export interface RowCardsProps<Row> extends Pick<
  TableProps<Row>,
  'dataSource' | 'rowSelection' | 'onRow' | 'locale' | 'pagination' | 'onChange'
> {
  columns: ListColumns<Row>;
  rowKey: TableProps<Row>['rowKey'];
  loading?: boolean;
  testId?: string;
}

/**
 * A label: value pair. The label takes 40 % and wraps only between words: its longest word widens it
 * (`min-content`), and when that leaves the value less than the rest of the line the value moves below it, so a
 * long Sinhala or Tamil label stands on its own line instead of breaking mid-word. A value (an e-mail, a file
 * name) may still break anywhere, so it never overflows the card.
 */
const PAIR_GAP_PX = 8;
const PAIR = { flexWrap: 'wrap', columnGap: PAIR_GAP_PX } as const;
const TERM = { margin: 0, flex: '0 0 40%', minWidth: 'min-content', overflowWrap: 'break-word' } as const;
const VALUE = { margin: 0, flex: `1 1 calc(60% - ${PAIR_GAP_PX}px)`, minWidth: 0, overflowWrap: 'anywhere' } as const;
/**
 * A page of cards is laid out and painted only near the screen; below it each card keeps the height it had
 * when last drawn (a guess before that), so the scrollbar does not jump (docs/adr/0275-every-page-paints-its-first-frame.md).
 */
const CARD = { contentVisibility: 'auto', containIntrinsicSize: 'auto 180px' } as const;

function emptyText(text: NonNullable<RowCardsProps<object>['locale']>['emptyText']): ReactNode {
  if (text === undefined) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return typeof text === 'function' ? text() : text;
}

function keyOf<Row>(row: Row, index: number, rowKey: RowCardsProps<Row>['rowKey']): Key {
  if (typeof rowKey === 'function') return rowKey(row, index) as Key;
  return (row as Record<string, Key>)[rowKey ?? 'key'] ?? index;
}

/** A client-paged list's rows of the current page; a server-paged one's are the page already. */
function usePageRows<Row>(rows: readonly Row[], pagination: RowCardsProps<Row>['pagination']) {
  const [current, setCurrent] = useState(1);
  const serverPaged = pagination !== false && pagination?.total !== undefined;
  if (!pagination || serverPaged) return { rows, paging: serverPaged ? pagination : undefined };
  const pageSize = pagination.pageSize ?? 10;
  if (pagination.hideOnSinglePage && rows.length <= pageSize) return { rows, paging: undefined };
  return {
    rows: rows.slice((current - 1) * pageSize, current * pageSize),
    paging: { ...pagination, current, pageSize, total: rows.length, onChange: setCurrent },
  };
}

/**
 * A phone's list (< 576 px): each row a card of label: value pairs, its key (the first column) as the card's
 * title with its selection box, its actions last (docs/adr/0250-tables-and-narrow-layouts.md). The table's own
 * paging, selection, row opening and empty text carry over.
 */
export function RowCards<Row extends object>({
  columns,
  dataSource = [],
  rowKey,
  rowSelection,
  onRow,
  locale,
  pagination,
  onChange,
  loading,
  testId,
}: RowCardsProps<Row>) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const { token } = theme.useToken();
  const { rows, paging } = usePageRows(dataSource, pagination);
  const [first, ...others] = plainColumns(columns);
  const fields = others.filter((column) => !isActionColumn(column));
  const actions = others.filter((column) => isActionColumn(column));
  const selected = rowSelection?.selectedRowKeys ?? [];
  const keys = rows.map((row, index) => keyOf(row, index, rowKey));
  const select = (next: Key[]) =>
    rowSelection?.onChange?.(
      next,
      dataSource.filter((row, index) => next.includes(keyOf(row, index, rowKey))),
      { type: 'multiple' },
    );
  // The list's own words for a row's box (getCheckboxProps' aria-label, e.g. 'Select 390120'), else its key.
  const checkboxLabel = (row: Row): string | undefined =>
    (rowSelection?.getCheckboxProps?.(row) as { 'aria-label'?: string } | undefined)?.['aria-label'];
  const allOn = keys.length > 0 && keys.every((key) => selected.includes(key));
  const sorted = plainColumns(columns).find((column) => column.sortOrder);

  return (
    <Spin spinning={Boolean(loading)}>
      <Flex vertical gap="small" data-testid={testId} data-layout="cards">
        {rowSelection && keys.length > 0 ? (
          <Checkbox
            checked={allOn}
            indeterminate={!allOn && keys.some((key) => selected.includes(key))}
            onChange={(event) =>
              select(event.target.checked ? [...new Set([...selected, ...keys])] : selected.filter((key) => !keys.includes(key)))
            }
            data-testid="cards-select-all"
          >
            {t('table.selectAll')}
          </Checkbox>
        ) : null}
        {rows.length === 0 && !loading ? emptyText(locale?.emptyText) : null}
        <Flex vertical gap="small" role="list">
          {rows.map((row, index) => {
            const key = keys[index]!;
            const { onClick, onKeyDown, tabIndex, role, ...rowProps } = onRow?.(row, index) ?? {};
            return (
              <Card
                key={key}
                size="small"
                role="listitem"
                data-row-key={key}
                style={onClick ? { ...CARD, cursor: 'pointer' } : CARD}
                onClick={onClick}
                title={
                  <Flex gap="small" align="center" style={{ whiteSpace: 'normal', fontWeight: 600 }}>
                    {rowSelection ? (
                      <Checkbox
                        checked={selected.includes(key)}
                        onClick={(event) => event.stopPropagation()}
                        onChange={(event) => select(event.target.checked ? [...selected, key] : selected.filter((item) => item !== key))}
                        aria-label={checkboxLabel(row) ?? t('table.selectRow', { row: key })}
                      />
                    ) : null}
                    {first ? (
                      // The key opens the row as the table's row did, by keyboard too.
                      <span
                        onKeyDown={onKeyDown}
                        tabIndex={tabIndex}
                        role={role}
                        {...(rowProps['aria-label'] ? { 'aria-label': rowProps['aria-label'] } : {})}
                      >
                        {cellContent(first, row, index)}
                      </span>
                    ) : null}
                  </Flex>
                }
              >
                <Flex vertical gap={4} component="dl" style={{ margin: 0 }}>
                  {fields.map((column, columnIndex) => (
                    <Flex key={String(column.key ?? columnIndex)} style={PAIR}>
                      <dt style={{ ...TERM, color: token.colorTextSecondary }}>{columnTitle(column)}</dt>
                      <dd style={VALUE}>{cellContent(column, row, index)}</dd>
                    </Flex>
                  ))}
                </Flex>
                {actions.length > 0 ? (
                  <Flex gap="small" wrap style={{ marginTop: 8 }} onClick={(event) => event.stopPropagation()}>
                    {actions.map((column, columnIndex) => (
                      <span key={String(column.key ?? columnIndex)}>{cellContent(column, row, index)}</span>
                    ))}
                  </Flex>
                ) : null}
              </Card>
            );
          })}
        </Flex>
        {paging ? (
          <Pagination
            size="small"
            align="center"
            {...paging}
            onChange={(current, pageSize) => {
              paging.onChange?.(current, pageSize);
              onChange?.({ current, pageSize }, {}, sorted ? { columnKey: sorted.key, order: sorted.sortOrder } : {}, {
                action: 'paginate',
                currentDataSource: [...dataSource],
              });
            }}
          />
        ) : null}
      </Flex>
    </Spin>
  );
}
