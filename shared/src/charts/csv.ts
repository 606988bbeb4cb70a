/**
 * A cell a spreadsheet will never run: text starting with =, +, -, @, a tab or a carriage return is a
 * formula to Excel and LibreOffice, so it gets a leading apostrophe (OWASP's CSV injection advice), then
 * RFC 4180 quoting. Numbers stay numbers. The server's CSV follows the same rule; both run the cases of
 * shared/test/fixtures/csv-formula-cells.json.
 */
function csvCell(value: string | number): string {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every CSV the browser makes: a byte order mark (spreadsheet programs then read UTF-8) and CRLF rows. */
export function csvOf(rows: (string | number)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
