import { currentRequestId } from '../app/platform/http/request-id.server.ts';

/** One JSON line per event on stderr (errors) or stdout (info), so log collectors can parse them. */
function write(stream: NodeJS.WriteStream, record: Record<string, unknown>): void {
  const requestId = currentRequestId();
  stream.write(
    `${JSON.stringify({ time: new Date().toISOString(), ...(requestId ? { requestId } : {}), ...record })}\n`,
  );
}

function describe(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}

export function logError(message: string, error: unknown, fields: Record<string, unknown> = {}): void {
  write(process.stderr, { level: 'error', msg: message, ...fields, error: describe(error) });
}

export function logInfo(message: string, fields: Record<string, unknown> = {}): void {
  write(process.stdout, { level: 'info', msg: message, ...fields });
}
