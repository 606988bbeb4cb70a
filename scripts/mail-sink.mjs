// A mail server for the production-shape smoke (scripts/prod-stack.mjs): it accepts every message over
// plain SMTP on loopback and writes each one, as received, to a file of its own (<n>.eml) in a folder,
// where the smoke reads the links. Nothing is relayed. Enough of RFC 5321 for nodemailer's client.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Starts the sink on 127.0.0.1:`port`; resolves to a function that stops it. */
export function startMailSink(port, folder) {
  let count = 0;
  const server = createServer((socket) => {
    let buffer = '';
    let message = null;
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 mail-sink ESMTP');
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message !== null) {
          if (line === '.') {
            count += 1;
            writeFileSync(join(folder, `${String(count).padStart(4, '0')}.eml`), message.join('\r\n'), { mode: 0o600 });
            message = null;
            reply('250 queued');
          } else message.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 mail-sink');
        else if (verb === 'DATA') {
          message = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(done))));
  });
}
