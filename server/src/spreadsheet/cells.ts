/**
 * A text cell a spreadsheet will never run: text starting with =, +, -, @, a tab or a carriage return is a
 * formula to Excel and LibreOffice, so it gets a leading apostrophe (OWASP's CSV injection advice). Every
 * CSV and workbook the server writes goes through here.
 */
export function neutralise(value: string | number | null): string | number | null {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One RFC 4180 CSV cell, neutralised. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(neutralise(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 lines with a byte order mark, so that spreadsheet programs read UTF-8 (Sinhala, Tamil). */
export function csvOf(rows: (string | number | null)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
