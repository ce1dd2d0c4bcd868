import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { logEvent, neutralise, setLogSink } from './log.server';

describe('security log', () => {
  const lines: string[] = [];
  const previous = setLogSink((line) => lines.push(line));
  afterEach(() => {
    lines.length = 0;
  });
  afterAll(() => setLogSink(previous));

  it('writes one JSON line per event with a time and the event name', () => {
    logEvent('admin.sign_in', { username: 'alice', ip: '203.0.113.9' });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ event: 'admin.sign_in', username: 'alice', ip: '203.0.113.9' });
    expect(Date.parse(entry.time)).not.toBeNaN();
  });

  it('neutralises CR, LF and other control characters in user input so no line can be forged', () => {
    logEvent('admin.sign_in_failed', { username: 'eve\r\n{"event":"admin.sign_in","username":"root"}\u2028x' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\r\n\u2028]/);
    expect(JSON.parse(lines[0]!).username).toBe('eve\\r\\n{"event":"admin.sign_in","username":"root"}\\u2028x');
    expect(neutralise('a\tb')).toBe('a\\u0009b');
    expect(neutralise('z'.repeat(500))).toHaveLength(203);
  });

  it('never writes passwords, tokens, cookies or secrets, whatever the caller passes', () => {
    logEvent('csrf.rejected', {
      password: 'hunter2-hunter2',
      csrfToken: 'abc',
      token: 'def',
      cookie: 'ghi',
      secret: 'jkl',
      sessionId: 'mno',
      reason: 'origin',
    });
    expect(lines[0]).not.toMatch(/hunter2|abc|def|ghi|jkl|mno/);
    expect(JSON.parse(lines[0]!).reason).toBe('origin');
  });
});
