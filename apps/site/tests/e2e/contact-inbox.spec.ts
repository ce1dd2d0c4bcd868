import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createContactService } from '../../app/features/contact/contact.server';
import { openDatabase } from '../../app/platform/db/db.server';
import { signInAt } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/*
 * The admin inbox: a message sent through /contact appears at /secure/admin/messages, newest
 * first, and the admin marks it read or unread and deletes it after confirming.
 */

async function sendMessage(page: Page, subject: string) {
  await page.goto('/contact');
  const form = page.locator('form[action="/contact"]');
  await form.getByLabel('Name').fill('Linus Trader');
  await form.getByLabel('Email').fill('linus@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(`Hello from the inbox test.\nSecond line <b>not bold</b>.`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message!' })).toBeVisible();
}

test('an anonymous visitor of the inbox is sent to the admin sign-in page', async ({ page }) => {
  await page.goto('/secure/admin/messages');
  await expect(page).toHaveURL(/\/secure\/admin\/login\?redirectTo=%2Fsecure%2Fadmin%2Fmessages/);
});

test('an admin finds a contact message in the inbox, marks it read and unread, and deletes it after confirming', async ({
  page,
}) => {
  test.slow();
  const subject = `Inbox check ${randomBytes(4).toString('hex')}`;
  await sendMessage(page, subject);
  await signInAt(page, '/secure/admin/messages');

  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(item).toBeVisible();
  await expect(item.getByText('Unread', { exact: true })).toBeVisible();
  // What the visitor typed is shown as text, never as markup.
  await expect(item.getByText('Second line <b>not bold</b>.', { exact: false })).toBeVisible();
  await expect(item.getByRole('link', { name: 'linus@example.com' })).toHaveAttribute(
    'href',
    'mailto:linus@example.com',
  );

  await expectNoAxeViolations(page);

  const messagesLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Messages/ });
  const shownUnread = async () => Number((await messagesLink.innerText()).match(/(\d+)/)?.[1] ?? 0);
  const unreadItems = page.getByRole('listitem').filter({ has: page.getByText('Unread', { exact: true }) });
  // Tests on other workers send and read messages meanwhile, so the count is not known in advance: the header's
  // count must match the unread messages listed in the same render.
  const countMinusList = async () => (await shownUnread()) - (await unreadItems.count());
  expect(await shownUnread()).toBeGreaterThanOrEqual(1);
  await expect.poll(countMinusList).toBe(0);

  await item.getByRole('button', { name: /Mark as read/ }).click();
  await expect(item.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(item.getByRole('button', { name: /Mark as unread/ })).toBeVisible();
  await expect.poll(countMinusList).toBe(0);

  await item.getByRole('button', { name: /Mark as unread/ }).click();
  await expect(item.getByText('Unread', { exact: true })).toBeVisible();
  await expect.poll(countMinusList).toBe(0);

  await item.getByRole('button', { name: /Delete/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete message' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/Are you sure you want to delete this message\?/);
  await expectNoAxeViolations(page);
  // Cancel keeps it.
  await dialog.getByRole('link', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete message' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: subject })).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an admin marks a message read and deletes it after confirming, with plain form posts', async ({ page }) => {
    test.slow();
    // Stored directly, from another address: the 5-an-hour limit of 127.0.0.1 stays for the form tests.
    const subject = `No-JS inbox ${randomBytes(4).toString('hex')}`;
    const db = await openDatabase(process.env.E2E_DATABASE_URL);
    try {
      const message = { name: 'Ola', email: 'ola@example.com', subject, message: 'Plain HTML please.' };
      await createContactService(db).submit(message, { ip: '203.0.113.77' });
    } finally {
      await db.close();
    }
    await signInAt(page, '/secure/admin/messages');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
    await item.getByRole('button', { name: /Mark as read/ }).click();
    await expect(item.getByRole('button', { name: /Mark as unread/ })).toBeVisible();

    await item.getByRole('button', { name: /Delete/ }).click();
    await expect(page).toHaveURL(/\?confirm=/);
    const dialog = page.getByRole('alertdialog', { name: 'Delete message' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Are you sure you want to delete this message?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/secure\/admin\/messages$/);
    await expect(page.getByRole('heading', { name: subject })).toHaveCount(0);
  });
});
