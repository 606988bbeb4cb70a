import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '#db/database';
import type { CustomsRow, CustomsType } from './columns';

const COLUMNS = `upload_id, line_number, type, year, month, hs_code, hs6, description, partner_country,
                 quantity, quantity_unit, net_weight_kg, net_weight_note, value, value_basis, currency`;

/** Writes batches of an upload's lines into customs_lines with COPY (docs/adr/0027-customs-import-with-copy.md). */
export interface LinesCopy {
  write(rows: CustomsRow[]): Promise<void>;
  /** Keeps what was written (on PostgreSQL the batches are one transaction; PGlite's are each their own). */
  commit(): Promise<void>;
  /** Ends the writing; on PostgreSQL what was not committed is rolled back. */
  close(): Promise<void>;
}

// COPY's text format: a tab between columns, \N for null, and backslash, tab and line breaks escaped.
const SPECIAL = /[\\\t\n\r]/;
const escaped = (text: string) =>
  SPECIAL.test(text) ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : text;

/** The batch as COPY text; numbers and codes were checked by parseLine and need no escaping. */
export function copyText(uploadId: string, type: CustomsType, rows: CustomsRow[]): string {
  let text = '';
  for (const row of rows) {
    text += `${uploadId}\t${row.lineNumber}\t${type}\t${row.year}\t${row.month ?? '\\N'}\t${row.hsCode}\t${row.hsCode.slice(0, 6)}\t${escaped(row.description)}\t${row.partnerCountry}\t${row.quantity ?? '\\N'}\t${escaped(row.quantityUnit)}\t${row.netWeightKg ?? '\\N'}\t${row.netWeightNote ?? '\\N'}\t${row.value}\t${row.valueBasis ?? '\\N'}\t${row.currency}\n`;
  }
  return text;
}

/**
 * On PostgreSQL the import holds a connection of its own for one COPY of the whole file (COPY FROM STDIN
 * needs the connection to itself), each batch written into it as it is checked, in one transaction: lines
 * committed batch by batch made autovacuum vacuum and analyze the growing table again and again during the
 * import (a third more time than one COPY of the file), a statement a batch left the database idle between
 * batches until the worker, busy parsing, started the next, a killed worker's lines roll back by themselves,
 * and other requests have other connections. A batch's write ends once the connection has taken it, so the
 * worker parses ahead only as far as the database copies. On PGlite, one connection for every request, a
 * transaction would hold them all until the file ends: each batch goes in as a blob in a statement of its own.
 */
export async function openLinesCopy(db: Database, uploadId: string, type: CustomsType): Promise<LinesCopy> {
  if (db.driver === 'pglite') {
    return {
      write: async (rows) => {
        await db.pglite.query(`COPY customs_lines (${COLUMNS}) FROM '/dev/blob'`, [], { blob: new Blob([copyText(uploadId, type, rows)]) });
      },
      commit: async () => undefined,
      close: async () => undefined,
    };
  }
  const client = new Client({ connectionString: db.connectionString });
  // A connection dropped between batches fails the next one (and the job, which is retried); not the process.
  client.on('error', () => undefined);
  await client.connect();
  await client.query('BEGIN');
  let stream: ReturnType<typeof copyFrom> | undefined;
  let copied: Promise<void> | undefined;
  return {
    write: async (rows) => {
      if (!stream) {
        stream = client.query(copyFrom(`COPY customs_lines (${COLUMNS}) FROM STDIN`));
        copied = finished(stream);
        copied.catch(() => undefined);
      }
      if (!stream.write(copyText(uploadId, type, rows))) await Promise.race([once(stream, 'drain'), copied]);
      if (stream.errored) throw stream.errored;
    },
    commit: async () => {
      if (stream) {
        stream.end();
        await copied;
      }
      await client.query('COMMIT');
    },
    close: () => client.end(),
  };
}
