import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { type PrivateServer, fillSignIn, startPrivateServer, uniqueName } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect as baseExpect, test } from './fixtures';
import { type Mail, type Mailbox, mimePart, openMailbox, smtpUrl } from './mail';

// Webinars on a server of their own (a fresh database, so the empty state is real) that e-mails the run's SMTP
// sink. Sign-in runs scrypt and the outbox passes every second: waits are generous.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let mailbox: Mailbox;
const databaseFile = join(mkdtempSync(join(tmpdir(), 'upm-e2e-webinars-')), 'site.db');
let server: PrivateServer;

const mailsTo = async (to: string, subject: string) =>
  (await mailbox.to(to)).filter((mail) => mail.subject.startsWith(subject));
const waitForMail = (to: string, subject: string) => mailbox.waitFor(to, subject);
const calendarOf = (mail: Mail) => mimePart(mail.raw, 'text/calendar');

function calendarEvent(text: string) {
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  return { vevent, event: new ICAL.Event(vevent) };
}

/** GMT date and time fields `minutesAhead` from now, on a whole minute. */
function startIn(minutesAhead: number) {
  const at = new Date(Math.ceil((Date.now() + minutesAhead * 60_000) / 60_000) * 60_000);
  return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16), iso: at.toISOString() };
}

async function signIn(page: Page, path: string) {
  await page.goto(`${server.baseURL}${path}`);
  await fillSignIn(page, server.username, server.password);
  await expect(page).toHaveURL(`${server.baseURL}${path}`, { timeout: 30_000 });
}

async function schedule(page: Page, title: string, start: { date: string; time: string }, capacity = '') {
  await page.goto(`${server.baseURL}/secure/admin/webinars/new`);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Presenter').fill('Dana Analyst');
  await page.getByLabel('Description').fill('Which releases move the major pairs, and how to plan around them.');
  await page.getByLabel('Start date (GMT)').fill(start.date);
  await page.getByLabel('Start time (GMT)').fill(start.time);
  await page.getByLabel('Duration in minutes').fill('60');
  await page.getByLabel('Capacity').fill(capacity);
  await page.getByLabel('Join link').fill('https://meet.example.com/j/4242');
  await page.getByRole('button', { name: 'Schedule webinar' }).click();
  await expect(page.getByRole('status')).toHaveText('Webinar scheduled.');
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function register(page: Page, id: string, name: string, email: string) {
  await page.goto(`${server.baseURL}/services/webinar/${id}`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Send me the joining details and reminders for this webinar').check();
  await page.getByRole('button', { name: 'Register' }).click();
}

test.beforeAll(async () => {
  mailbox = await openMailbox();
  server = await startPrivateServer({
    DATABASE_URL: `file:${databaseFile}`,
    SMTP_URL: smtpUrl(),
    CONTACT_TO: 'team@example.com',
    CONTACT_OUTBOX_INTERVAL_MS: '1000',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

let webinarId = '';
let scheduledStart = '';
const title = uniqueName('Reading the Economic Calendar');
const first = { name: 'Sam Trader', email: 'sam@example.com' };

test('with nothing scheduled the page says so, links to the replays and contact, and lists the 2025 sessions as past', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/services/webinar`);
  const upcoming = page.getByRole('region', { name: 'Upcoming Webinars' });
  await expect(upcoming.getByText('No upcoming webinars are scheduled yet')).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'Watch the replays of past webinars' })).toHaveAttribute(
    'href',
    '#past',
  );
  await expect(upcoming.getByRole('link', { name: 'Ask us about the next session' })).toHaveAttribute(
    'href',
    '/contact',
  );
  const past = page.getByRole('region', { name: 'Past Webinars' });
  await expect(past.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(past.locator('time[datetime="2025-10-30T15:00:00Z"]')).toHaveText(
    'Thursday, 30 October 2025, 15:00 GMT',
  );
  await expect(past.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an admin schedules a webinar (an empty form is refused) and it is listed with its GMT time and places', async ({
  page,
}) => {
  await signIn(page, '/secure/admin/webinars');
  await page.getByRole('link', { name: 'New Webinar' }).click();
  await page.getByRole('button', { name: 'Schedule webinar' }).click();
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();
  const start = startIn(3 * 60);
  webinarId = await schedule(page, title, start, '2');
  scheduledStart = start.iso;
  await page.goto(`${server.baseURL}/services/webinar`);
  const card = page.getByRole('article', { name: title });
  await expect(
    card.locator(`time[datetime="${start.iso.replace('.000', '')}"], time[datetime="${start.iso}"]`),
  ).toBeVisible();
  await expect(card.getByText('2 places left')).toBeVisible();
  await expect(card.getByRole('link', { name: `Register Now for ${title}` })).toHaveAttribute(
    'href',
    `/services/webinar/${webinarId}`,
  );
  await expect(page.getByText('meet.example.com')).toHaveCount(0);
});

test("the visitor's own time is added when scripts run", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Europe/Paris' });
  try {
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/services/webinar`);
    await expect(page.getByRole('article', { name: title }).getByText(/your time, CET/)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a visitor registers with JavaScript, is told of invalid fields first, and gets the joining details by e-mail', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/services/webinar/${webinarId}`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please tick the box so we can send you the joining details.')).toBeVisible();
  await register(page, webinarId, first.name, first.email);
  await expect(page.getByRole('status')).toContainText("You're registered.");
  const mail = await waitForMail(first.email, "You're registered");
  expect(mail.text).toContain('Join: https://meet.example.com/j/4242');
  const { event } = calendarEvent(calendarOf(mail));
  expect(event.startDate.toJSDate().toISOString()).toBe(scheduledStart);
  expect(event.description).toContain('https://meet.example.com/j/4242');
  expect((await page.context().cookies()).filter((cookie) => cookie.domain.includes('localhost'))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the duplicate answer, a second registration, then "This webinar is full"', async ({ page }) => {
    await register(page, webinarId, first.name, first.email);
    await expect(page.getByRole('status')).toHaveText("You're already registered — we've sent the details again");
    await register(page, webinarId, 'Alex Buyer', 'alex@example.com');
    await expect(page.getByRole('status')).toContainText("You're registered.");
    await page.goto(`${server.baseURL}/services/webinar/${webinarId}`);
    await expect(page.getByText('This webinar is full')).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(first.email, "You're registered")).length, { timeout: 30_000 })
      .toBe(2);
  });
});

test('a missing webinar is not found; the public calendar file has no join link and sets no cookie', async ({
  request,
}) => {
  expect((await request.get(`${server.baseURL}/services/webinar/no-such-webinar`)).status()).toBe(404);
  const ics = await request.get(`${server.baseURL}/services/webinar/${webinarId}.ics`);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(ics.headers()['set-cookie']).toBeUndefined();
  const text = await ics.text();
  expect(text).toContain('\r\n');
  expect(text).not.toContain('meet.example.com');
  expect(calendarEvent(text).event.uid).toContain(webinarId);
});

test('the cancel link in the e-mail removes the registration after one confirming click, and says so again on a second visit', async ({
  page,
}) => {
  const mail = (await mailsTo(first.email, "You're registered"))[0]!;
  const link = /(http\S+\/services\/webinar\/cancel\?token=\S+)/.exec(mail.text)![1]!;
  await page.goto(link);
  await page.getByRole('button', { name: 'Remove my registration' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your registration has been removed/);
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText(/Your registration has been removed/);
  await page.goto(`${server.baseURL}/services/webinar`);
  await expect(page.getByRole('article', { name: title }).getByText('1 place left')).toBeVisible();
});

test('moving the webinar sends registrants a new calendar file and, an hour before, the reminder', async ({ page }) => {
  // A reminder goes to registrations made before its time: Alex registered "yesterday" (the test cannot wait a day).
  const database = new DatabaseSync(databaseFile);
  database
    .prepare('UPDATE webinar_registrations SET created_at = ? WHERE email = ?')
    .run(new Date(Date.now() - 86_400_000).toISOString(), 'alex@example.com');
  database.close();
  await signIn(page, `/secure/admin/webinars/${webinarId}`);
  const start = startIn(30);
  await page.getByLabel('Start date (GMT)').fill(start.date);
  await page.getByLabel('Start time (GMT)').fill(start.time);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('Changes saved.');
  const moved = await waitForMail('alex@example.com', 'New time:');
  const { event } = calendarEvent(calendarOf(moved));
  expect(event.startDate.toJSDate().toISOString()).toBe(start.iso);
  expect(event.sequence).toBe(1);
  const reminder = await waitForMail('alex@example.com', 'In one hour:');
  expect(reminder.text).toContain('Join: https://meet.example.com/j/4242');
  expect(await mailsTo(first.email, 'New time:')).toHaveLength(0);
});

test('cancelling the webinar, after a confirmation, e-mails every registrant a cancelled calendar file', async ({
  page,
}) => {
  await signIn(page, `/secure/admin/webinars/${webinarId}`);
  await page.getByRole('button', { name: 'Cancel webinar' }).click();
  await expect(page.getByRole('heading', { name: 'Please confirm' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByRole('status')).toContainText('Webinar cancelled.');
  const mail = await waitForMail('alex@example.com', 'Cancelled:');
  const { vevent, event } = calendarEvent(calendarOf(mail));
  expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  expect(event.sequence).toBe(2);
  await page.goto(`${server.baseURL}/services/webinar`);
  await expect(page.getByRole('article', { name: title }).getByText(/Cancelled/)).toBeVisible();
  await page.goto(`${server.baseURL}/services/webinar/${webinarId}`);
  await expect(page.getByText('This webinar has been cancelled, so it takes no registrations.')).toBeVisible();
  await page.goto(`${server.baseURL}/secure/admin/audit`);
  await expect(page.getByText(`Cancelled webinar: ${title}`)).toBeVisible();
});
