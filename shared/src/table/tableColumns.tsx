import type { TableProps } from 'antd';
import type { CSSProperties, Key, ReactNode } from 'react';

export type ListColumns<Row> = NonNullable<TableProps<Row>['columns']>;

/**
 * What this file reads of a column. antd's column type is a union of generic types; comparing spreads of it
 * with it costs the type checker gigabytes, so the columns are handled as this plain shape.
 */
export interface PlainColumn {
  key?: Key;
  title?: ReactNode | ((props: object) => ReactNode);
  align?: string;
  fixed?: boolean | 'left' | 'right' | 'start' | 'end';
  ellipsis?: boolean | { showTitle?: boolean; wrapAt?: number };
  width?: number | string;
  dataIndex?: string | number | readonly (string | number)[];
  render?: (value: unknown, row: never, index: number) => ReactNode;
  sortOrder?: 'ascend' | 'descend' | null;
}

export const plainColumns = <Row,>(columns: ListColumns<Row>): PlainColumn[] => columns as unknown as PlainColumn[];

/** Keys of a row's actions column: pinned at the right edge, and last on a phone's card. */
const ACTION_KEYS = new Set<Key>(['action', 'actions']);

/** The widest a column of long text (a description, a reason) grows before it wraps onto more lines. */
export const WRAPPED_TEXT_MAX_WIDTH_PX = 320;

const wrapStyle = (maxWidth: number): CSSProperties => ({
  maxWidth,
  minWidth: Math.min(maxWidth, 160),
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

/**
 * A figure's title: at least 72 px, wrapped at 140 px between words only; a word longer than that (Tamil often
 * has one) widens the column to the word (`min-content`) rather than breaking inside it.
 */
const FIGURE_TITLE: CSSProperties = { minWidth: 72, marginInlineStart: 'auto' };
const FIGURE_TITLE_WORDS: CSSProperties = { maxWidth: 140, minWidth: 'min-content', whiteSpace: 'normal', overflowWrap: 'normal' };

export const isActionColumn = (column: PlainColumn): boolean =>
  column.fixed === 'right' || (column.key !== undefined && ACTION_KEYS.has(column.key));

/**
 * A column of long text that wraps at `maxWidth` instead of pushing the columns after it out of sight (issue 39
 * rule 1): spread into the column, e.g. `{ key: 'description', dataIndex: 'description', ...wrapText() }`.
 */
export function wrapText(maxWidth = WRAPPED_TEXT_MAX_WIDTH_PX): { ellipsis: { showTitle: boolean } } {
  return { ellipsis: { showTitle: false, wrapAt: maxWidth } as { showTitle: boolean } };
}

function wrapAt(column: PlainColumn): number | undefined {
  const { ellipsis } = column;
  if (!ellipsis) return undefined;
  if (typeof ellipsis === 'object' && typeof ellipsis.wrapAt === 'number') return ellipsis.wrapAt;
  return typeof column.width === 'number' ? column.width : WRAPPED_TEXT_MAX_WIDTH_PX;
}

/** A cell's content as the column draws it (its render, else the value at its dataIndex). */
export function cellContent(column: PlainColumn, row: object, index: number): ReactNode {
  const { dataIndex, render } = column;
  const path: readonly (string | number)[] =
    dataIndex === undefined ? [] : Array.isArray(dataIndex) ? dataIndex : [dataIndex as string | number];
  const value = path.reduce<unknown>((object, key) => (object as Record<string | number, unknown> | undefined)?.[key], row);
  const drawn: unknown = render ? render(value, row as never, index) : value;
  // A render may answer a cell with its props ({ children, props }); its content is the children.
  if (drawn && typeof drawn === 'object' && 'children' in drawn && 'props' in drawn && !('$$typeof' in drawn)) {
    return (drawn as { children: ReactNode }).children;
  }
  return drawn as ReactNode;
}

/** A column's title as text or node (a title drawn by a function is asked without sort state). */
export function columnTitle(column: PlainColumn): ReactNode {
  const { title } = column;
  return typeof title === 'function' ? title({}) : title;
}

/**
 * Every list's columns, arranged so that none hides what the user came for (issue 39 rule 1,
 * docs/adr/0250-tables-and-narrow-layouts.md): the first column (the row's key) stays pinned at the left while
 * the rest scroll sideways, the actions column at the right, a column of long text (`ellipsis`, or `wrapText()`)
 * wraps at its width instead of being cut, and a figure's long title wraps above its numbers.
 */
export function arrangeColumns<Row>(columns: ListColumns<Row>): ListColumns<Row> {
  const arranged = plainColumns(columns).map((column, index): PlainColumn => {
    const pinned: Pick<PlainColumn, 'fixed'> = index === 0 ? { fixed: 'left' } : isActionColumn(column) ? { fixed: 'right' } : {};
    // A figure's long title ("Recycled quantity (kg)") wraps rather than widen its column past its numbers.
    const title =
      column.align === 'right' && typeof column.title === 'string' ? (
        <div style={FIGURE_TITLE}>
          <div style={FIGURE_TITLE_WORDS}>{column.title}</div>
        </div>
      ) : (
        column.title
      );
    const width = wrapAt(column);
    if (width === undefined) return { ...pinned, ...column, title };
    const style = wrapStyle(width);
    return {
      ...pinned,
      ...column,
      title,
      ellipsis: false,
      render: (_value, row, rowIndex) => <div style={style}>{cellContent(column, row, rowIndex)}</div>,
    };
  });
  return arranged as unknown as ListColumns<Row>;
}
