import type { MouseEvent, ReactNode } from 'react';

/** Rows that open look it; a `style` element because antd's table draws the rows (inline styles are allowed by the CSP). */
const ROW_CURSOR = '.opens-rows tr[data-row-key] { cursor: pointer; }';
/** Clicks on a row's own controls, the header (sorting) and the pager do what they say, not open the row. */
const NOT_OPENING = 'button, a, input, label, [role="button"], .ant-table-thead, .ant-pagination, .ant-table-selection-column';

/**
 * A list whose whole row opens its record with a click, not only its first cell's button (which keeps the
 * keyboard's way in: Tab to it, Enter). `onOpen` gets the row's key (the table's rowKey).
 */
export function OpensRows({ onOpen, children }: { onOpen: (rowKey: string) => void; children: ReactNode }) {
  const open = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest(NOT_OPENING)) return;
    const key = target.closest<HTMLElement>('tr[data-row-key]')?.dataset.rowKey;
    if (key !== undefined) onOpen(key);
  };
  return (
    <div className="opens-rows" onClick={open}>
      <style>{ROW_CURSOR}</style>
      {children}
    </div>
  );
}
