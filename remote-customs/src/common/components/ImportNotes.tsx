import { useFormatters } from '@waste/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { hsVersion } from '../hsVersion';

/** The import's notes as the status and the data log answer them (server import-notes.ts counts). */
export interface ImportNotesCounts {
  setAside: Partial<Record<'WORLD' | 'BREAKDOWN' | 'AGGREGATE' | 'TOTAL', number>>;
  netWeight: Partial<Record<'UNKNOWN' | 'ZERO_WITH_VALUE' | 'QUANTITY_KG', number>>;
  valueBasis: Partial<Record<'PRIMARY' | 'CIF' | 'FOB', number>>;
  classifications: string[];
}

/** The order in which the notes are said: what was set aside, then weights, then values. */
const NOTE_KEYS = [
  ['setAside', ['WORLD', 'BREAKDOWN', 'AGGREGATE', 'TOTAL']],
  ['netWeight', ['UNKNOWN', 'ZERO_WITH_VALUE', 'QUANTITY_KG']],
  ['valueBasis', ['PRIMARY', 'CIF', 'FOB']],
] as const;

/**
 * What a UN Comtrade import set aside and how it read weights and values (ADRs 0221, 0222, 0224), as a short
 * list in the user's language; nothing for a file with nothing to note.
 */
export function ImportNotes({ notes }: { notes: ImportNotesCounts | null | undefined }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  if (!notes) return null;
  const items = NOTE_KEYS.flatMap(([group, reasons]) =>
    reasons.flatMap((reason) => {
      const count = (notes[group] as Partial<Record<string, number>>)[reason] ?? 0;
      return count > 0 ? [t(`importNotes.${reason}`, { count, lines: format.number(count) })] : [];
    }),
  );
  if (notes.classifications.length > 0) {
    items.push(t('importNotes.classifications', { versions: notes.classifications.map(hsVersion).join(', ') }));
  }
  if (items.length === 0) return null;
  return (
    <div data-testid="import-notes">
      <Typography.Text type="secondary">{t('importNotes.title')}</Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
