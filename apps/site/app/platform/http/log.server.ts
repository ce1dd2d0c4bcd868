import { currentRequestId } from './request-id.server';

/** Security events written as one JSON line each, so a log shipper can alert on them. */
export type SecurityEvent =
  | 'admin.sign_in'
  | 'admin.sign_in_failed'
  | 'admin.sign_in_throttled'
  | 'admin.lockout'
  | 'admin.sign_out'
  | 'admin.session_expired'
  | 'admin.created'
  | 'admin.action_failed'
  | 'admin.second_step'
  | 'admin.second_step_failed'
  | 'admin.second_step_throttled'
  | 'admin.account_changed'
  | 'csrf.rejected'
  | 'customer.sign_in'
  | 'customer.sign_in_failed'
  | 'customer.sign_in_throttled'
  | 'customer.sign_out'
  | 'customer.account_changed'
  | 'customer.passkey_sign_in_failed'
  | 'customer.purge_failed'
  | 'customer.signed_up'
  | 'customer.sign_up_rate_limited'
  | 'customer.password_reset'
  | 'contact.rate_limited'
  | 'webinar.rate_limited'
  | 'signal_alert.rate_limited'
  // Each kind of e-mail of the outbox (platform/outbox) logs its failed attempts and failed passes under its own name.
  | `${string}.delivery_failed`
  | `${string}.outbox_error`;

type FieldValue = string | number | boolean | null | undefined;

// Keys that must never reach a log line, whatever a caller passes.
const forbiddenKey = /pass|token|secret|cookie|csrf|authorization|session_?id/i;
const maxValueLength = 200;

/** Makes user input safe for a single log line: control characters (CR, LF, U+2028...) become visible escapes; long values are cut. */
export function neutralise(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is neutralised here
  const cleaned = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => {
    if (char === '\r') return '\\r';
    if (char === '\n') return '\\n';
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return cleaned.length > maxValueLength ? `${cleaned.slice(0, maxValueLength)}...` : cleaned;
}

let sink: (line: string) => void = (line) => console.info(line);

/** Redirects log lines (tests); returns the previous sink. */
export function setLogSink(next: (line: string) => void): (line: string) => void {
  const previous = sink;
  sink = next;
  return previous;
}

/** Writes one structured line for a security event. Password, token and cookie fields are dropped. */
export function logEvent(event: SecurityEvent, fields: Record<string, FieldValue> = {}): void {
  const requestId = currentRequestId();
  const entry: Record<string, FieldValue> = {
    time: new Date().toISOString(),
    event,
    ...(requestId ? { requestId } : {}),
  };
  for (const [key, value] of Object.entries(fields)) {
    if (forbiddenKey.test(key) || value === undefined) continue;
    entry[key] = typeof value === 'string' ? neutralise(value) : value;
  }
  sink(JSON.stringify(entry));
}
