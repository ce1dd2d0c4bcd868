import type { BrowserContext, Page } from '@playwright/test';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { answerKey } from '../../app/features/courses/answer-key.server';
import type { Answers, AttemptItem } from '../../app/features/courses/quiz-engine.server';
import { createCustomerSession } from '../../app/platform/auth/customer-session.server';
import { openDatabase } from '../../app/platform/db/db.server';
import { newCustomer } from '../../app/platform/test-support/customer-session.server';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { switchColorScheme } from './page-checks';

/*
 * A learner's way through the Beginner course's assessment: fail a quiz and read why, retake and pass, pass every
 * quiz and the final test, open the certificate, have a stranger verify it, withdraw it; and a quiz without
 * scripts. The customer and their session are written into the e2e database as the app writes them (the sign-in
 * form is another spec's); the answers come from the attempt stored on the server, graded by the engine's keys.
 */

const modules = [
  'introduction-to-trading',
  'charts-and-technical-analysis',
  'risk-management-and-psychology',
  'platforms-and-first-trades',
] as const;

/** A new verified customer and a session cookie for them in the browser context. */
async function signInCustomer(context: BrowserContext, name: string) {
  const baseURL = process.env.E2E_BASE_URL!;
  const db = await openDatabase(process.env.E2E_DATABASE_URL);
  try {
    const customer = await newCustomer(db, name, { email: `${crypto.randomUUID()}@example.com` });
    const { setCookie } = await createCustomerSession(db, new Request(baseURL), customer.id);
    const [cookieName = '', value = ''] = setCookie.split(';', 1)[0]!.split('=');
    await context.addCookies([{ name: cookieName, value, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
    return customer;
  } finally {
    await db.close();
  }
}

/** The key of the attempt the page shows, from the items stored with it. */
async function keyOf(page: Page): Promise<Answers> {
  const attemptId = await page.locator('input[name="attempt"]').inputValue();
  const db = await openDatabase(process.env.E2E_DATABASE_URL);
  try {
    const row = await db.get<{ items_json: string }>('SELECT items_json FROM quiz_attempts WHERE id = ?', [attemptId]);
    return answerKey(JSON.parse(row!.items_json) as AttemptItem[]);
  } finally {
    await db.close();
  }
}

/** Fills the quiz with the given answers and submits it. */
async function answer(page: Page, answers: Answers) {
  for (const [field, values] of Object.entries(answers)) {
    const numeric = page.locator(`input[name="${field}"][inputmode="decimal"]`);
    if ((await numeric.count()) > 0) await numeric.fill(values[0]!);
    else for (const value of values) await page.locator(`input[name="${field}"][value="${value}"]`).check();
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

async function passQuiz(page: Page, path: string) {
  await page.goto(path);
  await answer(page, await keyOf(page));
  await expect(page.getByRole('status').filter({ hasText: 'correct' })).toContainText('passed');
}

test('a learner fails, reads the explanations, passes every quiz, gets a certificate a stranger can verify, and withdraws it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await signInCustomer(page.context(), 'Quinn Learner');
  const firstQuiz = `/education/beginner/quiz/${modules[0]}`;

  await page.goto(firstQuiz);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Introduction to Trading');
  await expect(page.getByRole('group').first()).toBeVisible();
  await expectNoAxeViolations(page, { label: 'quiz, 1280 px, light' });
  await page.setViewportSize({ width: 375, height: 740 });
  await switchColorScheme(page, 'dark');
  await expectNoAxeViolations(page, { label: 'quiz, 375 px, dark' });

  // Nothing answered: a fail, with every explanation shown.
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'correct' })).toContainText('not passed yet');
  await expect(page.getByText('Correct answer:').first()).toBeVisible();
  await expectNoAxeViolations(page, { label: 'result, 375 px, dark' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchColorScheme(page, 'light');
  await expectNoAxeViolations(page, { label: 'result, 1280 px, light' });

  // Retake: a new attempt, passed.
  await page.getByRole('link', { name: 'Retake the quiz' }).first().click();
  await expect(page.getByRole('button', { name: 'Submit answers' })).toBeVisible();
  await answer(page, await keyOf(page));
  await expect(page.getByRole('status').filter({ hasText: 'correct' })).toContainText('passed');
  await page.goto(firstQuiz);
  await expect(page.getByText('Your best score so far: 100% (passed).')).toBeVisible();

  for (const module of modules.slice(1)) await passQuiz(page, `/education/beginner/quiz/${module}`);
  await page.goto('/education/beginner/final-test');
  await page.getByLabel('Your name as it should appear on your certificate').fill('Quinn Q. Learner');
  await answer(page, await keyOf(page));
  await page.getByRole('link', { name: 'View your certificate' }).click();

  await expect(page).toHaveURL(/\/certificates\/[A-Za-z0-9_-]{22}$/);
  const certificateUrl = page.url();
  const id = certificateUrl.split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Quinn Q. Learner' })).toBeVisible();
  await expect(page.getByText('Certificate of course completion').first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Valid');
  await expectNoAxeViolations(page, { label: 'certificate, 1280 px, light' });
  await page.setViewportSize({ width: 375, height: 740 });
  await switchColorScheme(page, 'dark');
  await expectNoAxeViolations(page, { label: 'certificate, 375 px, dark' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The signed credential verifies with the published key.
  const jwt = await (await request.get(`/certificates/${id}/credential.jwt`)).text();
  const jwks = await (await request.get('/.well-known/jwks.json')).json();
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks));
  expect(payload).toMatchObject({ type: ['VerifiableCredential', 'OpenBadgeCredential'], id: certificateUrl });

  // A stranger, with no account, verifies the id.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto('/certificates/verify');
  await strangerPage.getByLabel('Certificate id or link').fill(id);
  await strangerPage.getByRole('button', { name: 'Verify' }).click();
  await expect(strangerPage.getByRole('status')).toContainText('Valid');
  await expect(strangerPage.getByRole('status')).toContainText('Quinn Q. Learner');

  // The holder withdraws it (from the certificate's withdraw page); the stranger now sees only that.
  await page.getByRole('link', { name: 'Your certificate? Withdraw its public page' }).click();
  await page.getByLabel('I understand that withdrawing cannot be undone.').check();
  await expectNoAxeViolations(page, { label: 'withdraw page, 1280 px, light' });
  await page.getByRole('button', { name: 'Withdraw the public page' }).click();
  await expect(page).toHaveURL(certificateUrl);
  await expect(page.getByRole('status')).toContainText('withdrawn by its holder');
  await strangerPage.goto(`/certificates/${id}`);
  await expect(strangerPage.getByRole('status')).toContainText('withdrawn by its holder');
  await expect(strangerPage.getByText('Quinn Q. Learner')).toHaveCount(0);
  await stranger.close();
  expect(customer.name).toBe('Quinn Learner');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor is invited to sign in, and a customer takes and passes a quiz', async ({ page }) => {
    const path = `/education/beginner/quiz/${modules[2]}`;
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', /\/login\?next=/);
    await signInCustomer(page.context(), 'Remy NoScript');
    await page.goto(path);
    await answer(page, await keyOf(page));
    await expect(page.getByRole('status').filter({ hasText: 'correct' })).toContainText('passed');
    await expect(page.getByText('Correct answer:').first()).toBeVisible();
  });

  test('the verify form works as a plain GET', async ({ page }) => {
    await page.goto('/certificates/verify');
    await page.getByLabel('Certificate id or link').fill('AAAAAAAAAAAAAAAAAAAAAA');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/certificates\/verify\?id=AAAAAAAAAAAAAAAAAAAAAA$/);
    await expect(page.getByRole('status')).toHaveText('No certificate has this id.');
  });
});
