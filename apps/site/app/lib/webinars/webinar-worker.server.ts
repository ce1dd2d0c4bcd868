import nodemailer from 'nodemailer';
import { type Config, serverConfig } from '../../config.server';
import { logEvent } from '../../http/log.server';
import type { Db } from '../db/types';
import { type PassWorker, type PassWorkerOptions, startPassWorker } from '../outbox/pass-worker.server';
import { webinarLinkSecret } from './cancel-token.server';
import { type WebinarMailer, type WebinarOutboxOptions, runWebinarOutboxPass } from './webinar-outbox.server';

export type WebinarWorker = PassWorker;

/** The webinar e-mails' worker (lib/outbox/pass-worker.server.ts): a pass every `intervalMs`. */
export function startWebinarWorker(options: WebinarOutboxOptions & PassWorkerOptions): WebinarWorker {
  return startPassWorker(() => runWebinarOutboxPass(options), options);
}

/** The origin of the links in e-mails: SITE_URL, else this server's own address. */
export function mailOrigin(config: Pick<Config, 'siteOrigin' | 'host' | 'port'>): string {
  return config.siteOrigin ?? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
}

let processWorker: Promise<WebinarWorker | undefined> | undefined;

/** Starts the process-wide webinar worker when SMTP_URL is set (bootstrap, or the first registration). */
export function startWebinarOutbox(
  openDb: () => Promise<Db>,
  config: Config = serverConfig(),
): Promise<WebinarWorker | undefined> {
  processWorker ??= (async () => {
    const settings = config.mail;
    if (!settings) return undefined;
    const db = await openDb();
    const worker = startWebinarWorker({
      db,
      mailer: nodemailer.createTransport(settings.smtpUrl) as WebinarMailer,
      from: settings.from,
      origin: mailOrigin(config),
      secret: await webinarLinkSecret(db, config),
      intervalMs: config.outboxIntervalMs,
      onError: ({ id, attempt, error, retryAt }) =>
        logEvent('webinar.delivery_failed', { id, attempt, error, retryAt }),
      onPassError: (error) =>
        logEvent('webinar.outbox_error', { error: error instanceof Error ? error.message : String(error) }),
    });
    worker.kick();
    return worker;
  })();
  processWorker.catch(() => {
    processWorker = undefined;
  });
  return processWorker;
}

/** Stops the process-wide worker (graceful shutdown, tests). */
export async function stopWebinarOutbox(): Promise<void> {
  const worker = await processWorker?.catch(() => undefined);
  await worker?.stop();
  processWorker = undefined;
}
