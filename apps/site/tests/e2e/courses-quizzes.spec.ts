import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { answerKey } from '../../app/features/courses/answer-key.server';
import type { Answers, AttemptItem } from '../../app/features/courses/quiz-engine.server';
import { openDatabase } from '../../app/platform/db/db.server';
import { expectNoAxeViolations } from './axe';
import { newVerifiedCustomer, signInOnForm } from './customer-helpers';
import { expect as baseExpect, test } from './fixtures';
import { switchColorScheme } from './page-checks';

/*
 * A learner's way through the Beginner course's assessment: sign in from the quiz, fail it and read why, retake and
 * pass, pass every quiz and the final test, open the certificate, have a stranger verify it, withdraw it; and a quiz
 * without scripts. The learner signs in on the /login form with a password (their account is made as
 * `customer:create` makes one: the sign-up has its own spec); the answers come from the attempt stored on the
 * server, graded by the engine's keys.
 */

const modules = [
  'introduction-to-trading',
  'charts-and-technical-analysis',
  'risk-management-and-psychology',
  'platforms-and-first-trades',
] as const;

// A graded post and the pages after it answer within seconds, but on a loaded 2-core machine past the default 5.
const expect = baseExpect.configure({ timeout: 15_000 });

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };

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

/**
 * axe on the page as it is, at its current width, in both colour schemes: the scheme is switched on the loaded page
 * (the site follows it in CSS alone), starting with the one the page is in, so the next check starts there too.
 */
async function expectNoAxeViolationsInBothSchemes(page: Page, label: string) {
  const width = page.viewportSize()!.width;
  const first = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  for (const scheme of first === 'dark' ? (['dark', 'light'] as const) : (['light', 'dark'] as const)) {
    await switchColorScheme(page, scheme);
    await expectNoAxeViolations(page, { label: `${label}, ${width} px, ${scheme}` });
  }
}

/** axe in both schemes at 1280 px on the page as loaded, then on the same URL loaded at 375 px. */
async function expectNoAxeViolationsAtBothWidths(page: Page, label: string) {
  await expectNoAxeViolationsInBothSchemes(page, label);
  await page.setViewportSize(phone);
  // goto rather than reload: the fixture's goto waits for hydration, so the checks see the page as it settles.
  await page.goto(page.url());
  await expectNoAxeViolationsInBothSchemes(page, label);
  await page.setViewportSize(desktop);
}

test('a learner signs in from a quiz, fails it, reads the explanations, passes every quiz, gets a certificate a stranger can verify, and withdraws it', async ({
  page,
  browser,
  request,
}) => {
  // Six graded posts and thirteen axe scans: past two minutes on a loaded 2-core machine.
  test.setTimeout(240_000);
  const learner = await newVerifiedCustomer('Quinn Learner', undefined, 'learner');
  const firstQuiz = `/education/beginner/quiz/${modules[0]}`;

  // A visitor is asked to sign in, and comes back to the quiz signed in.
  await page.goto(firstQuiz);
  await page.getByRole('region', { name: 'Sign in to take the quiz' }).getByRole('link', { name: 'Sign in' }).click();
  await signInOnForm(page, learner, firstQuiz);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Introduction to Trading');
  await expect(page.getByRole('group').first()).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'quiz');

  // Nothing answered: a fail, with every explanation shown. The result answers a post: it is checked where the
  // flow reaches it, at one width and then the other.
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'correct' })).toContainText('not passed yet');
  await expect(page.getByText('Correct answer:').first()).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'result');
  await page.setViewportSize(phone);
  await expectNoAxeViolationsInBothSchemes(page, 'result');
  await page.setViewportSize(desktop);

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
  await expectNoAxeViolationsAtBothWidths(page, 'certificate');

  // The signed credential verifies with the published key.
  const jwt = await (await request.get(`/certificates/${id}/credential.jwt`)).text();
  const jwks = await (await request.get('/.well-known/jwks.json')).json();
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks));
  expect(payload).toMatchObject({ type: ['VerifiableCredential', 'OpenBadgeCredential'], id: certificateUrl });
  // Its status list entry, read as a verifier holding only the JWT would: the list it names, signed, and its bit.
  const entry = payload.credentialStatus as { statusListCredential: string; statusListIndex: string };
  const taken = async () => {
    const list = await (await request.get(new URL(entry.statusListCredential).pathname)).text();
    const { payload: status } = await jwtVerify(list, createLocalJWKSet(jwks));
    const encoded = (status.credentialSubject as { encodedList: string }).encodedList;
    // Multibase base64url ('u') of the gzipped bits; index 0 is the first byte's highest bit.
    const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
    const index = Number(entry.statusListIndex);
    return (bits[index >> 3]! & (0x80 >> (index & 7))) !== 0;
  };
  expect(await taken()).toBe(false);

  // A stranger, with no account and no cookie, verifies the id.
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
  await expectNoAxeViolations(page, { label: 'withdraw page, 1280 px' });
  await page.getByRole('button', { name: 'Withdraw the public page' }).click();
  await expect(page).toHaveURL(certificateUrl);
  await expect(page.getByRole('status')).toContainText('withdrawn by its holder');
  await strangerPage.goto(`/certificates/${id}`);
  await expect(strangerPage.getByRole('status')).toContainText('withdrawn by its holder');
  await expect(strangerPage.getByText('Quinn Q. Learner')).toHaveCount(0);
  expect(await taken()).toBe(true);
  await stranger.close();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor signs in from a quiz, comes back to it, takes it and passes', async ({ page }) => {
    test.slow(); // six navigations and a graded post
    const learner = await newVerifiedCustomer('Remy NoScript', undefined, 'learner');
    const path = `/education/beginner/quiz/${modules[2]}`;
    await page.goto(path);
    await page.getByRole('region', { name: 'Sign in to take the quiz' }).getByRole('link', { name: 'Sign in' }).click();
    await signInOnForm(page, learner, path);
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
