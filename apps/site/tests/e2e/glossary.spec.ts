import { expect, test } from './fixtures';

/*
 * The glossary as a reader uses it, without scripts: from a lesson's first mention of a term, the A-Z index's
 * letter links, a term's page and its related terms. The page sweep checks the pages' layout and axe in both
 * schemes; this is the flow between them.
 */

test.use({ javaScriptEnabled: false });

test('from the A-Z index, jump to M, open "Margin call" and follow a related term', async ({ page }) => {
  await page.goto('/glossary');
  await page
    .getByRole('navigation', { name: 'Glossary letters' })
    .getByRole('link', { name: 'M', exact: true })
    .click();
  await expect(page).toHaveURL(/\/glossary#letter-m$/);
  const m = page.getByRole('region', { name: 'M', exact: true });
  await expect(m).toBeInViewport();
  await m.getByRole('link', { name: 'Margin call', exact: true }).click();

  await expect(page).toHaveURL(/\/glossary\/margin-call$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Margin call');
  await expect(page.getByRole('region', { name: 'Example' })).toContainText('50%');
  const related = page.getByRole('region', { name: 'Related terms' });
  await expect(related.getByRole('link')).toHaveText([
    'Margin level',
    'Stop-out',
    'Margin close-out',
    'Free margin',
    'Equity',
    'Leverage',
  ]);
  await page
    .getByRole('navigation', { name: 'Tools' })
    .getByRole('link', { name: 'Margin Calculator' })
    .evaluate((link) => (link as HTMLAnchorElement).pathname)
    .then((path) => expect(path).toBe('/tools/margin'));
  await related.getByRole('link', { name: 'Margin level' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Margin level');
  await expect(
    page.getByRole('region', { name: 'Related terms' }).getByRole('link', { name: 'Margin call' }),
  ).toHaveAttribute('href', '/glossary/margin-call');
});

test('a lesson links its first mention of "margin call" to the term', async ({ page }) => {
  await page.goto('/education/beginner/risk-management-and-psychology/leverage-and-margin');
  const mentions = page.getByRole('main').getByRole('link', { name: 'margin call', exact: true });
  await expect(mentions).toHaveCount(1);
  await mentions.click();
  await expect(page).toHaveURL(/\/glossary\/margin-call$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Margin call');
});

test('an unknown term answers 404', async ({ request }) => {
  expect((await request.get('/glossary/no-such-term')).status()).toBe(404);
});
