// The one SMTP server every site server of an end-to-end run mails (playwright.config.ts starts it beside the
// shared site server and passes its address to every server). Tests read what arrived over HTTP (mail.ts): one
// sink for the run instead of one per spec, each read scoped by address and by the messages that came after a point.
import { createServer } from 'node:http';
import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT);

interface Received {
  seq: number;
  to: string[];
  raw: string;
}
const received: Received[] = [];
/** A run sends a few hundred messages; the cap keeps a runaway sender from filling the memory. */
const keep = 5000;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        seq: (received.at(-1)?.seq ?? 0) + 1,
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString(),
      });
      if (received.length > keep) received.splice(0, received.length - keep);
      done();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');
await once(smtp.server, 'listening');

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/healthz') {
    response.end('ok');
    return;
  }
  if (url.pathname !== '/messages') {
    response.statusCode = 404;
    response.end();
    return;
  }
  const after = Number(url.searchParams.get('after') ?? 0);
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = received.filter((message) => message.seq > after && (!to || message.to.includes(to)));
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify({ last: received.at(-1)?.seq ?? 0, messages }));
});
http.listen(httpPort, '127.0.0.1');
await once(http, 'listening');
console.log(`mail sink: SMTP on ${smtpPort}, messages on http://127.0.0.1:${httpPort}/messages`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    smtp.close();
    http.close();
    process.exit(0);
  });
}
