import { afterAll, describe, expect, it } from 'vitest';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { parseSubmission } from '~/platform/forms/submission';
import { contactSchema } from './contact-schema';
import { contactSuccessMessage, createContactService, rateLimitMessage } from './contact.server';

const dialects = await testDialects();
const validateContact = (values: Record<string, string>) => parseSubmission(contactSchema, values);

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Signals',
  message: 'How do I follow the free signals?',
};

describe('contact validation', () => {
  it('accepts a complete message and tidies single-line fields', () => {
    const result = validateContact({ ...valid, name: '  Ada\r\n  Lovelace ', subject: 'Hi\nthere' });
    expect(result).toEqual({ ok: true, value: { ...valid, name: 'Ada Lovelace', subject: 'Hi there' } });
  });

  it('requires every field, with a message per field', () => {
    const result = validateContact({ name: '', email: ' ', subject: '', message: '  ' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter your email address.',
        subject: 'Please enter a subject.',
        message: 'Please enter your message.',
      },
    });
  });

  it('checks the e-mail address and the lengths', () => {
    const result = validateContact({ ...valid, email: 'not-an-address', message: 'x'.repeat(5001) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toBe('Please enter a valid email address, like name@example.com.');
    expect(result.errors.message).toBe('Your message must be at most 5000 characters.');
    expect(result.errors.name).toBeUndefined();
  });

  it('is the same schema on the client (no server imports)', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });
});

describe.each(dialects)('contact service on $name', ({ open }) => {
  const opened: Db[] = [];
  const fresh = async () => {
    const db = await open();
    opened.push(db);
    return { db, contact: createContactService(db) };
  };
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it('stores a valid message with its time and a salted hash of the IP, not the IP', async () => {
    const { db, contact } = await fresh();
    const now = new Date('2026-01-02T03:04:05.000Z');
    const result = await contact.submit(valid, { ip: '203.0.113.7', now });
    expect(result).toEqual({ ok: true, value: { id: expect.any(String) } });
    const [stored] = await contact.list();
    expect(stored).toMatchObject({ ...valid, createdAt: now.toISOString(), readAt: null, deliveredAt: null });
    const row = await db.get<{ ip_hash: string; next_attempt_at: string | null }>(
      'SELECT ip_hash, next_attempt_at FROM contact_messages',
    );
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.ip_hash).not.toContain('203.0.113.7');
    expect(row?.next_attempt_at).toBeNull(); // mail off: nothing to deliver
    expect(contactSuccessMessage).toBe('Thank you for your message! We will contact you soon.');
  });

  it('queues the message for delivery when mail is on', async () => {
    const { db, contact } = await fresh();
    const now = new Date('2026-01-02T03:04:05.000Z');
    await contact.submit(valid, { ip: '203.0.113.7', now, deliver: true });
    expect(await db.get('SELECT next_attempt_at FROM contact_messages')).toEqual({
      next_attempt_at: now.toISOString(),
    });
  });

  it('accepts five messages an hour per IP and refuses the sixth with a clear message', async () => {
    const { contact } = await fresh();
    const start = Date.parse('2026-01-02T10:00:00.000Z');
    for (let i = 0; i < 5; i++) {
      const result = await contact.submit(valid, { ip: '198.51.100.1', now: new Date(start + i * 60_000) });
      expect(result.ok).toBe(true);
    }
    const sixth = await contact.submit(
      { ...valid, message: 'sixth' },
      {
        ip: '198.51.100.1',
        now: new Date(start + 10 * 60_000),
      },
    );
    expect(sixth).toEqual({ ok: false, reason: 'rate-limited', retryAfterMinutes: 50 });
    expect(rateLimitMessage(50)).toBe('You have sent too many messages. Please try again in 50 minutes.');
    // Another visitor is not affected, and the first one may write again once the hour has passed.
    expect((await contact.submit(valid, { ip: '198.51.100.2', now: new Date(start + 10 * 60_000) })).ok).toBe(true);
    expect((await contact.submit(valid, { ip: '198.51.100.1', now: new Date(start + 60 * 60_000 + 1) })).ok).toBe(true);
    expect(await contact.list()).toHaveLength(7);
  });

  it('accepts exactly five of 40 parallel messages from one address (the count and the insert are one step)', async () => {
    const { contact } = await fresh();
    const now = new Date('2026-01-02T10:00:00.000Z');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => contact.submit({ ...valid, message: `m${i}` }, { ip: '198.51.100.4', now })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(results.filter((result) => !result.ok && result.reason === 'rate-limited')).toHaveLength(35);
    expect(await contact.list()).toHaveLength(5);
  });

  it('does not reopen the limit when an admin deletes messages', async () => {
    const { contact } = await fresh();
    const now = new Date('2026-01-02T10:00:00.000Z');
    for (let i = 0; i < 5; i++) await contact.submit(valid, { ip: '198.51.100.3', now });
    for (const message of await contact.list()) await contact.delete(message.id);
    expect(await contact.submit(valid, { ip: '198.51.100.3', now })).toMatchObject({
      ok: false,
      reason: 'rate-limited',
    });
  });

  it('lists newest first, marks read and unread, counts unread and deletes', async () => {
    const { contact } = await fresh();
    const first = await contact.submit(
      { ...valid, subject: 'First' },
      {
        ip: '192.0.2.1',
        now: new Date('2026-01-01T00:00:00.000Z'),
      },
    );
    const second = await contact.submit(
      { ...valid, subject: 'Second' },
      {
        ip: '192.0.2.1',
        now: new Date('2026-01-01T00:01:00.000Z'),
      },
    );
    if (!first.ok || !second.ok) throw new Error('setup failed');
    expect((await contact.list()).map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(await contact.unreadCount()).toBe(2);
    expect(await contact.setRead(first.value.id, true, new Date('2026-01-03T00:00:00.000Z'))).toBe(true);
    expect((await contact.get(first.value.id))?.readAt).toBe('2026-01-03T00:00:00.000Z');
    expect(await contact.unreadCount()).toBe(1);
    expect(await contact.setRead(first.value.id, false)).toBe(true);
    expect(await contact.unreadCount()).toBe(2);
    expect(await contact.setRead('missing', true)).toBe(false);
    expect(await contact.delete(second.value.id)).toBe(true);
    expect(await contact.delete(second.value.id)).toBe(false);
    expect((await contact.list()).map((m) => m.subject)).toEqual(['First']);
  });
});
