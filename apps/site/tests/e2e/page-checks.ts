import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect } from './fixtures';

/** The themes' page backgrounds (packages/ui/src/theme/themes.css.ts): how a test knows which scheme applies. */
export const schemeBackgrounds = { light: 'rgb(255, 255, 255)', dark: 'rgb(11, 18, 32)' } as const;

/** The body's computed background colour. */
export const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Switches the emulated colour scheme on the loaded page and waits until every element shows it (the site follows
 * `prefers-color-scheme` in CSS alone), so what axe measures next is the new scheme, not the last one.
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  // Off-screen parts the browser skips (content-visibility: auto: the directory's cards) keep their last
  // rendering: axe, which reads colours from what is rendered, once saw a card's dark-scheme text on its
  // light-scheme background. So every part is rendered for the check (through CSSOM, which the CSP allows; it
  // changes no colour or content), each element's style is asked for, and the transitions this starts end.
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    for (const element of document.querySelectorAll('*')) void getComputedStyle(element).color;
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  expect(await pageBackground(page), `background in the ${colorScheme} scheme`).toBe(schemeBackgrounds[colorScheme]);
}

/** How far the document scrolls sideways, in px (0 or less: not at all). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Boxes whose content is wider than they are, outside deliberate scroll regions (focusable, named, with a visible
 * cue: ui DataTable) and screen-reader-only text. Reported as `tag.class "text…" (content/box px)` so a failure
 * names the culprit.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isScrollRegion = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        ['auto', 'scroll'].includes(style.overflowX) &&
        element.getAttribute('tabindex') === '0' &&
        (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby'))
      );
    };
    // Screen-reader-only text is clipped to 1 px on purpose.
    const isVisuallyHidden = (element: HTMLElement) => element.clientWidth <= 1 && element.clientHeight <= 1;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!(element instanceof HTMLElement) || element.clientWidth === 0 || isVisuallyHidden(element)) continue;
      // The ticker's strip scrolls inside itself by design; the document-level check still catches it widening the page.
      if (element.closest('section[aria-label="Market ticker"]')) continue;
      let inScrollRegion = false;
      for (let node: Element | null = element; node && !inScrollRegion; node = node.parentElement) {
        inScrollRegion = isScrollRegion(node);
      }
      if (inScrollRegion) continue;
      const tooWide = element.scrollWidth > element.clientWidth + 1;
      const rect = element.getBoundingClientRect();
      // Wholly off to the left is hidden on purpose (the contact form's honeypot field): nothing of it shows.
      if (rect.right <= 0) continue;
      const offScreen = rect.right > window.innerWidth + 1 || rect.left < -1;
      if (!tooWide && !offScreen) continue;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`;
      found.push(
        `${name} "${text}" (${element.scrollWidth}/${element.clientWidth} px, right ${Math.round(rect.right)})`,
      );
    }
    return found;
  });
}

declare global {
  interface Window {
    __parsedElements?: Set<Element>;
    __swappableElements?: Set<Element>;
  }
}

/*
 * Hydration must adopt the server's markup, not rebuild it: a page rebuilt in the browser flashes, loses focus and
 * scroll position, and re-runs what the server already did. Markup that differs between server and client (dates,
 * ids, hoisted tags) is how that happens. The elements present when the document was parsed must all still be
 * there after hydration, and nothing else may appear.
 *
 * Scripts that ran while parsing (React's streaming, React Router's state) may be removed; the third-party
 * widgets add their own elements after hydration. Parts that follow the visitor's widget choice (marked
 * data-consent-part) change right after hydration by design: buttons replace a <noscript> note. So do the
 * header's enhancements (marked data-enhanced-after-hydration): the menus that work without scripts give way to
 * the Radix dropdowns and dialog button once hydrated.
 */
const swapped = '[data-consent-part], [data-enhanced-after-hydration]';
const mayGo = `script, template, noscript, [id^="S:"], link[rel="modulepreload"], ${swapped}, :is(${swapped}) *`;
const mayCome = `script, link[rel="modulepreload"], .tradingview-widget-container *, ${swapped}, :is(${swapped}) *`;

/** Notes every element of the document as parsed, on each navigation of `page` (call before `goto`). */
export async function recordParsedElements(page: Page) {
  await page.addInitScript((swapped) => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__parsedElements = new Set(document.querySelectorAll('*'));
      // A removed element has no ancestors left to match against: note the swappable ones while parsing.
      window.__swappableElements = new Set(document.querySelectorAll(`${swapped}, :is(${swapped}) *`));
    });
  }, swapped);
}

/** What hydration removed from or added to the parsed document, beyond what may change by design. */
export async function changesByHydration(page: Page) {
  return page.evaluate(
    ({ mayGo, mayCome }) => {
      const parsed = window.__parsedElements ?? new Set<Element>();
      const describe = (element: Element) => element.outerHTML.slice(0, 100);
      return {
        removed: [...parsed]
          .filter((element) => !element.isConnected && !element.matches(mayGo))
          .filter((element) => !window.__swappableElements?.has(element))
          .map(describe),
        added: [...document.querySelectorAll('*')]
          .filter((element) => !parsed.has(element) && !element.matches(mayCome))
          .map(describe),
        stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
      };
    },
    { mayGo, mayCome },
  );
}

/** The bar's, the header's and the ticker's boxes, and whether the bar's centre is the topmost element there. */
export async function topOfPage(page: Page) {
  // The header slides in from under the bar over 0.5 s: measure where it comes to rest.
  await page.waitForFunction(() =>
    document
      .querySelector('header')!
      .getAnimations({ subtree: true })
      .every((animation) => animation.playState !== 'running'),
  );
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('section[aria-label="Risk warning"]')!;
    const header = document.querySelector<HTMLElement>('header')!;
    const ticker = document.querySelector<HTMLElement>('[aria-label="Market ticker"]')!;
    const box = (element: HTMLElement) => element.getBoundingClientRect().toJSON() as DOMRect;
    const barBox = box(bar);
    const hit = document.elementFromPoint(barBox.left + 8, barBox.top + barBox.height / 2);
    return {
      bar: barBox,
      header: box(header),
      ticker: box(ticker),
      barOnTop: hit !== null && bar.contains(hit),
      barFontSize: parseFloat(getComputedStyle(bar.querySelector('p')!).fontSize),
      bodyFontSize: parseFloat(getComputedStyle(document.body).fontSize),
    };
  });
}

const riskSummary = 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.';

/**
 * The risk warning bar at the top of the page, before and after scrolling to the bottom: its summary and link,
 * nothing covering it, below the ticker and above the header, its text no smaller than the body's; then stuck to
 * the top with the header below it. Leaves the page scrolled to the top.
 */
export async function expectRiskWarningOnTop(page: Page, label: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY), label).toBe(0);
  const bar = page.locator('section[aria-label="Risk warning"]');
  await expect(bar, label).toContainText(riskSummary);
  await expect(bar.getByRole('link', { name: 'Full risk warning' }), label).toHaveAttribute('href', '/risk-warning');
  const before = await topOfPage(page);
  expect(before.barOnTop, `${label}: nothing covers the bar`).toBe(true);
  expect(before.bar.top, `${label}: below the ticker`).toBeGreaterThanOrEqual(before.ticker.bottom - 0.5);
  expect(before.header.top, `${label}: above the header`).toBeGreaterThanOrEqual(before.bar.bottom - 0.5);
  expect(before.barFontSize, label).toBeGreaterThanOrEqual(before.bodyFontSize);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY), label).toBeGreaterThan(0);
  const after = await topOfPage(page);
  expect(after.bar.top, `${label}: stuck to the top`).toBeCloseTo(0, 0);
  expect(after.barOnTop, `${label}: nothing covers the bar after scrolling`).toBe(true);
  expect(after.header.top, `${label}: the header stays below it`).toBeGreaterThanOrEqual(after.bar.bottom - 0.5);
  await page.evaluate(() => window.scrollTo(0, 0));
}

export interface SweptPage {
  path: string;
  status: number;
  title: string;
  h1: string;
}

/**
 * The checks every page gets, on ONE load: hydration keeps the server's markup; its status, title and h1, one
 * banner, main and contentinfo landmark; the risk warning on top at 375 and 1280 px, before and after scrolling;
 * nothing clipped, too wide or scrolling sideways on a 375 px phone; and no axe violation in the two states of
 * `expectNoAxeViolationsInTwoStates`. Width and scheme change on the loaded page: layout and colours are CSS, and a
 * new navigation would only repeat the load and hydration.
 */
export async function sweepPage(page: Page, { path, status, title, h1 }: SweptPage): Promise<void> {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await recordParsedElements(page);
  const response = await page.goto(path);
  expect(response?.status(), 'status').toBe(status);
  expect(await changesByHydration(page), 'changed by hydration').toEqual({ removed: [], added: [], stylesheets: 1 });
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
    await expect(page.getByRole(landmark), `one ${landmark} landmark`).toHaveCount(1);
  }

  expect(await overflowingElements(page), 'clipped or too wide at 375 px').toEqual([]);
  expect(await sidewaysScroll(page), 'sideways scroll at 375 px').toBeLessThanOrEqual(0);
  await expectRiskWarningOnTop(page, `${path} at 375 px`);
  await expectNoAxeViolationsAt(page, 375, 'light', path);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectRiskWarningOnTop(page, `${path} at 1280 px`);
  await expectNoAxeViolationsAt(page, 1280, 'dark', path);
}

async function expectNoAxeViolationsAt(page: Page, width: number, scheme: 'light' | 'dark', label: string) {
  await page.setViewportSize({ width, height: 800 });
  await switchColorScheme(page, scheme);
  await expectNoAxeViolations(page, { label: `${label} at ${width} px in the ${scheme} scheme` });
}

/**
 * axe on a loaded page in two states: 375 px in the light scheme and 1280 px in the dark one. Each axe run over a
 * long page costs seconds here, and the other two states add nothing a page can break on its own: colours come
 * from the scheme's tokens and no width rule changes a colour, while what a width does change (the header, its
 * menus, the footer's columns) is the shell's, which gets all four states in page-frame.spec.ts. So a page's
 * contrast is measured in both schemes and its layout at both widths, each once.
 */
export async function expectNoAxeViolationsInTwoStates(page: Page, label: string): Promise<void> {
  await expectNoAxeViolationsAt(page, 375, 'light', label);
  await expectNoAxeViolationsAt(page, 1280, 'dark', label);
}

/** axe at 375 and 1280 px, each in the light and the dark scheme, without loading the page again: the shell's grid. */
export async function expectNoAxeViolationsAtBothWidthsInBothSchemes(page: Page, label: string): Promise<void> {
  // Light, dark, then the wider screen in dark and light: one scheme switch per step.
  for (const [width, schemes] of [
    [375, ['light', 'dark']],
    [1280, ['dark', 'light']],
  ] as const) {
    for (const scheme of schemes) await expectNoAxeViolationsAt(page, width, scheme, label);
  }
}
