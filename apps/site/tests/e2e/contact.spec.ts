import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../app/platform/db/db.server';
import type { Db } from '../../app/platform/db/types';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/*
 * The contact form (posted without JavaScript too, stored for the admin inbox) and the customer sign-in page, against the server's own
 * database. Every accepted message counts towards the 5-an-hour limit of 127.0.0.1, so these tests send
 * as few as they can (the limit itself is covered by the unit tests).
 */

const thankYou = 'Thank you for your message! We will contact you soon.';

let db: Db;
test.beforeAll(async () => {
  db = await openDatabase(process.env.E2E_DATABASE_URL);
});
test.afterAll(async () => {
  await db?.close();
});

const form = (page: Page) => page.locator('form[action="/contact"]');

test('a visitor who sends the contact form with mistakes sees what to fix, keeps what they typed, then is thanked', async ({
  page,
}) => {
  test.slow(); // three axe scans
  const subject = `Course question ${randomBytes(4).toString('hex')}`;
  await page.goto('/contact');
  const contact = form(page);
  await contact.getByLabel('Name').fill('Ada Lovelace');
  await contact.getByLabel('Email').fill('ada@example');
  await contact.getByLabel('Message').fill('Which course should I start with?');
  await contact.getByRole('button', { name: 'Send Message' }).click();

  // A message by each wrong field, tied to it for screen readers; nothing typed is lost.
  const email = contact.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(contact.getByLabel('Subject')).toHaveAccessibleDescription('Please enter a subject.');
  await expect(email).toBeFocused();
  await expect(contact.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(contact.getByLabel('Message')).toHaveValue('Which course should I start with?');
  await expectNoAxeViolations(page);

  await email.fill('ada@example.com');
  await contact.getByLabel('Subject').fill(subject);
  await contact.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('status').filter({ hasText: thankYou })).toBeVisible();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(contact.getByLabel(label)).toHaveValue('');
  await expectNoAxeViolations(page);

  const stored = await db.get<{ name: string; email: string; message: string; ip_hash: string }>(
    'SELECT name, email, message, ip_hash FROM contact_messages WHERE subject = ?',
    [subject],
  );
  expect(stored).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Which course should I start with?',
  });
  expect(stored?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form still reports mistakes by the field, keeps the text, and thanks the visitor', async ({
    page,
  }) => {
    const subject = `No-JS question ${randomBytes(4).toString('hex')}`;
    await page.goto('/contact');
    const contact = form(page);
    await contact.getByLabel('Name').fill('   ');
    await contact.getByLabel('Email').fill('grace@example.com');
    await contact.getByLabel('Subject').fill(subject);
    await contact.getByLabel('Message').fill('Do you run webinars for beginners?');
    await contact.getByRole('button', { name: 'Send Message' }).click();

    await expect(contact.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.');
    await expect(contact.getByLabel('Email')).toHaveValue('grace@example.com');
    await expect(contact.getByLabel('Message')).toHaveValue('Do you run webinars for beginners?');

    await contact.getByLabel('Name').fill('Grace Hopper');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: thankYou })).toBeVisible();
    await expect(contact.getByLabel('Subject')).toHaveValue('');
    expect(await db.get('SELECT name FROM contact_messages WHERE subject = ?', [subject])).toEqual({
      name: 'Grace Hopper',
    });
  });
});

test('a bot that fills the hidden honeypot is thanked but its message is not stored', async ({ page }) => {
  const subject = `Honeypot ${randomBytes(4).toString('hex')}`;
  await page.goto('/contact');
  const contact = form(page);
  // People never reach the trap: it is hidden from sight, from the tab order and from screen readers.
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  await contact.getByLabel('Name').fill('Spam Bot');
  await contact.getByLabel('Email').fill('bot@example.com');
  await contact.getByLabel('Subject').fill(subject);
  await contact.getByLabel('Message').fill('Buy now');
  await trap.fill('https://spam.example', { force: true });
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: thankYou })).toBeVisible();
  expect(await db.get('SELECT id FROM contact_messages WHERE subject = ?', [subject])).toBeUndefined();
});

test('the contact page and the sign-in page set no cookie and store nothing in the browser', async ({
  page,
  context,
}) => {
  for (const path of ['/contact', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  }
});
