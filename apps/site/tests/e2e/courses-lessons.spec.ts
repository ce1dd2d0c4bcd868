import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { newVerifiedCustomer, signInOnForm } from './customer-helpers';
import { expect, test } from './fixtures';
import { changesByHydration, recordParsedElements, switchColorScheme } from './page-checks';

/*
 * The Beginner lessons as a visitor reads them, with scripts and without (contents, answers, previous and next), and
 * as a customer, signed in on the /login form the lesson sends them to, marks them done and continues where they
 * left off.
 */

const lesson = (slug: string) => `/education/beginner/introduction-to-trading/${slug}`;
const first = { path: lesson('trading-vs-investing'), title: 'What trading is, and how it differs from investing' };
const second = {
  path: lesson('markets-at-a-glance'),
  title: 'Forex, indices, commodities, stocks and crypto at a glance',
};
const third = { path: lesson('brokers-cfds-and-execution'), title: 'Brokers, CFDs and how a trade is executed' };

async function readLessonAsVisitor(page: Page) {
  await page.goto(second.path);
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await expect(page).toHaveTitle(`${second.title} | Beginner Trading Course`);

  // The contents lead to the sections on the page.
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'Worked example' }).click();
  await expect(page).toHaveURL(/#worked-example$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Worked example:/ })).toBeInViewport();

  // An answer stays hidden until the reader opens it.
  const firstCheck = page.getByRole('region', { name: 'Check your understanding' }).getByRole('listitem').first();
  const answer = firstCheck.locator('details');
  await expect(answer).not.toHaveAttribute('open');
  await firstCheck.getByText('Show the answer to question 1').click();
  await expect(answer).toHaveAttribute('open');

  // Previous and next lessons, in course order.
  const pager = page.getByRole('navigation', { name: 'Previous and next lesson' });
  await expect(pager.getByRole('link', { name: `Previous lesson ${first.title}` })).toHaveAttribute('href', first.path);
  await pager.getByRole('link', { name: `Next lesson ${third.title}` }).click();
  await expect(page).toHaveURL(third.path);
  await expect(page.getByRole('heading', { level: 1, name: third.title })).toBeVisible();

  // Anyone may read; saving progress asks a visitor to sign in, and brings them back to the lesson.
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(third.path)}`);
}

test.describe('a visitor without scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('reads a lesson: contents, answers behind a disclosure, previous and next', async ({ page }) => {
    await readLessonAsVisitor(page);
  });
});

test('a visitor with scripts reads a lesson the same way, hydration adopting its markup', async ({ page }) => {
  await recordParsedElements(page);
  await page.goto(first.path);
  // The lesson's HTML (rendered from Markdown at build) is adopted as it is, not rebuilt.
  expect(await changesByHydration(page)).toEqual({ removed: [], added: [], stylesheets: 1 });
  await readLessonAsVisitor(page);
});

test('a customer signs in from a lesson, marks two lessons done and continues where they left off', async ({
  page,
}) => {
  // Nine navigations and an axe scan: past the default 30 s on a loaded 2-core machine.
  test.slow();
  const learner = await newVerifiedCustomer('Learner', undefined, 'learner');
  await page.goto('/education/beginner');
  await page.getByRole('link', { name: 'Start the course' }).first().click();
  await expect(page).toHaveURL(first.path);
  // Signed out, "Mark as done" leads to the sign-in form, which brings the learner back to the lesson; the post is
  // not replayed, so the lesson is marked only when they press it again.
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await signInOnForm(page, learner, first.path);
  await page.getByRole('button', { name: 'Mark as done' }).click();

  await expect(page).toHaveURL(/\/education\/beginner\/progress\?done=/);
  await expect(page.getByRole('status')).toHaveText(`Marked as done: ${first.title}.`);
  await expect(page.getByText('1 of 17 lessons done (5%)')).toBeVisible();
  await page.getByRole('link', { name: `Continue: ${second.title}` }).click();

  await expect(page).toHaveURL(second.path);
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText('2 of 17 lessons done (11%)')).toBeVisible();
  const module = page.getByRole('region', { name: 'Module 1: Introduction to Trading and Financial Markets' });
  await expect(module.getByText('2 of 4 lessons done')).toBeVisible();

  // The course page is the same for everyone; after hydration it asks where this reader is, and shows it.
  await page.goto('/education/beginner');
  await expect(page.getByRole('link', { name: `Continue: ${third.title}` })).toHaveAttribute('href', third.path);
  const ticked = page
    .getByRole('list', { name: /^Lessons in / })
    .getByRole('listitem')
    .filter({ hasText: '✓ Done' });
  await expect(ticked).toHaveText([new RegExp(first.title), new RegExp(second.title)]);
  await expectNoAxeViolations(page, { label: 'course page with progress' });
  // It leads to the progress page, which knows where to continue too.
  await page.getByRole('link', { name: 'See your progress' }).click();
  await expect(page.getByRole('link', { name: `Continue: ${third.title}` })).toHaveAttribute('href', third.path);
  await expectNoAxeViolations(page, { label: 'progress page' });

  // Taking one back (a form with the session's token, on the per-request page).
  await module.getByRole('button', { name: `Mark as not done: ${second.title}` }).click();
  await expect(page.getByText('1 of 17 lessons done (5%)')).toBeVisible();
  await expect(page.getByRole('link', { name: `Continue: ${second.title}` })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`a lesson page passes axe at ${width} px in both colour schemes`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(first.path);
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, scheme);
      await expectNoAxeViolations(page, { label: `${first.path} ${width} px ${scheme}` });
    }
  });
}
