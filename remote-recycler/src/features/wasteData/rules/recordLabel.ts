import type { PlasticType } from '../api/types';

/**
 * A sent correction names its return in English words (`2025-03, hard plastic`, the server's `recordLabel`);
 * read back into its month and plastic type, the list says them in the user's language. Null: another shape.
 */
export function returnOfLabel(recordLabel: string): { month: string; plasticType: PlasticType } | null {
  const found = /^(\d{4}-\d{2}), (hard|soft) plastic$/i.exec(recordLabel);
  return found ? { month: found[1], plasticType: found[2].toUpperCase() as PlasticType } : null;
}
