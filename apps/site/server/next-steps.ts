import type { Config } from '../app/config.server.ts';

/** The admin's sign-in page (app/routes.ts places the admin under /secure/admin). */
export const adminSignInPath = '/secure/admin/login';

/** The address a person at this machine opens for a server listening on `host`:`port`. */
export function localUrl(host: string, port: number): string {
  const shownHost = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' ? 'localhost' : host;
  return `http://${shownHost}:${port}`;
}

/**
 * What a person who just ran `pnpm start` needs next, in a few lines: where the site is, where the admin signs
 * in, how the first admin is made (ADMIN_USERNAME/ADMIN_PASSWORD at start-up, or `pnpm admin:create`) and how to
 * fill an empty database with demo signals.
 */
export function nextSteps(url: string, config: Pick<Config, 'firstAdmin'>): string {
  const firstAdmin = config.firstAdmin
    ? `created at start-up from ADMIN_USERNAME ("${config.firstAdmin.username}") when none exists`
    : 'run `pnpm admin:create` (it asks for a username and password), or start with ADMIN_USERNAME and ADMIN_PASSWORD set';
  return [
    '',
    `The site is running at ${url}`,
    `  Admin sign-in:  ${url}${adminSignInPath}`,
    `  First admin:    ${firstAdmin}`,
    '  Demo data:      `pnpm db:seed-demo` (demo signals, on an empty database)',
    '  Stop:           Ctrl-C',
    '',
  ].join('\n');
}
