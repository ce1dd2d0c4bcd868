import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

/**
 * One runner pass checks every story in both themes: the story renders (and plays) in the theme the page is in,
 * the runner checks its axe report, the screenshot is compared; then the theme global flips, Storybook re-renders
 * the story without replaying it (a globals change is a re-render, not a remount, so what the play function did
 * stays on screen), the a11y addon runs axe again in that theme, and the second screenshot is compared. Two passes,
 * one per theme, cost twice the page loads and play functions for the same checks.
 */
type ThemeName = 'light' | 'dark';
const otherTheme = (theme: ThemeName): ThemeName => (theme === 'light' ? 'dark' : 'light');
const snapshotsDir = path.join(process.cwd(), '.storybook', '__image_snapshots__');
/** The viewport of test-runner-jest.config.js, which a story's `testWidth` widens. */
const defaultViewport = { width: 1024, height: 768 };
/** `-u`: jest's snapshot state says every snapshot is to be written (jest-image-snapshot reads the same flag). */
const updating = () =>
  (expect.getState() as { snapshotState?: { _updateSnapshot?: string } }).snapshotState?._updateSnapshot === 'all';

/** The parts of Storybook's preview globals this runner touches (page side). */
interface StorybookPage {
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } } };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, payload: unknown): void;
    on(event: string, listener: (payload: never) => void): void;
    off(event: string, listener: (payload: never) => void): void;
  };
}

/**
 * Story parameters this runner reads: `visual: { disable: true }` skips the screenshot (never the a11y check);
 * `testWidth` is the viewport width a story is rendered and checked at (a layout that changes at a breakpoint).
 */
interface StoryParameters {
  visual?: { disable?: boolean };
  testWidth?: number;
  a11y?: { disable?: boolean; test?: 'error' | 'todo' | 'off' };
}

interface A11yViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** What Storybook reports when a render finishes: its status and the addons' reports (the a11y addon's axe run). */
interface StoryFinished {
  storyId: string;
  status: 'success' | 'error';
  reporters: { type: string; result?: { violations?: A11yViolation[]; error?: unknown } }[];
}

const currentTheme = (page: Page) =>
  page.evaluate(
    () =>
      ((globalThis as StorybookPage).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get()['theme'] ??
        'light') as ThemeName,
  );

/** Sets the theme global and resolves with Storybook's report of the re-render it causes (undefined if none). */
function switchTheme(page: Page, theme: ThemeName, storyId: string): Promise<StoryFinished | undefined> {
  return page.evaluate(
    ({ theme, storyId }) =>
      new Promise<StoryFinished | undefined>((resolve) => {
        const channel = (globalThis as StorybookPage).__STORYBOOK_ADDONS_CHANNEL__!;
        const timer = setTimeout(() => finish(undefined), 15_000);
        const onFinished = (event: StoryFinished) => {
          if (event.storyId === storyId) finish(event);
        };
        function finish(event: StoryFinished | undefined) {
          clearTimeout(timer);
          channel.off('storyFinished', onFinished as (payload: never) => void);
          resolve(event);
        }
        channel.on('storyFinished', onFinished as (payload: never) => void);
        channel.emit('updateGlobals', { globals: { theme } });
      }),
    { theme, storyId },
  );
}

/** The a11y addon's verdict in the theme just rendered, judged as the test-runner judges the first render. */
function assertAccessible(finished: StoryFinished | undefined, parameters: StoryParameters, where: string): void {
  if (!finished) throw new Error(`${where}: the story did not finish rendering after the theme change`);
  if (parameters.a11y?.disable === true || parameters.a11y?.test === 'off') return;
  const report = finished.reporters.find((reporter) => reporter.type === 'a11y');
  if (report?.result?.error) throw new Error(`${where}: axe failed to run: ${String(report.result.error)}`);
  const violations = report?.result?.violations ?? [];
  if (violations.length === 0) return;
  const lines = violations.map(
    (violation) =>
      `  ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  const message = `${where}: ${violations.length} axe violation(s)\n${lines.join('\n')}`;
  if (parameters.a11y?.test === 'todo') console.warn(message);
  else throw new Error(message);
}

/** Waits for what the story drew to settle, then compares it with the theme's baseline. */
async function compareScreenshot(page: Page, id: string, theme: ThemeName): Promise<void> {
  await waitForPageReady(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });

  // Clip to what the story drew (the canvas, plus any portal such as a dialog), not the whole viewport: the
  // diff threshold is a share of the image, so empty viewport would dilute a real change below it.
  const clip = await page.evaluate(() => {
    let right = 1;
    let bottom = 1;
    for (const element of document.querySelectorAll('body *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      right = Math.max(right, rect.right + window.scrollX);
      bottom = Math.max(bottom, rect.bottom + window.scrollY);
    }
    return { x: 0, y: 0, width: Math.ceil(right), height: Math.ceil(bottom) };
  });
  const image = await page.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide' });
  const identifier = `${id}--${theme}`;
  // Chromium encodes the same pixels to the same bytes: an identical file is a match, without decoding both
  // PNGs and diffing them pixel by pixel in JavaScript (seconds for a tall story). Anything else goes to the
  // thresholded comparison below.
  if (!updating()) {
    const baseline = await readFile(path.join(snapshotsDir, `${identifier}.png`)).catch(() => undefined);
    if (baseline?.equals(image)) return;
  }
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: snapshotsDir,
    customDiffDir: path.join(snapshotsDir, '__diff_output__'),
    customSnapshotIdentifier: identifier,
    // 0.1 % of the pixels: a one-pixel letter-spacing change is ~0.65 % (TOOLCHAIN.md trap 8).
    failureThreshold: 0.001,
    failureThresholdType: 'percent',
    // Compare in this process: the default spawnSync'd diff child once hung for good at start-up (asleep on a
    // futex, 0.1 s of CPU), stalling the whole run until CI's time limit.
    runInProcess: true,
  });
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  // The default prepare opens iframe.html; this one also waits for the preview's store, so the theme global can
  // be read and set from the first story on.
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    await page.waitForFunction(() => Boolean((globalThis as StorybookPage).__STORYBOOK_PREVIEW__?.storyStoreValue));
  },

  // The page is shared by the stories a worker runs: each story gets its own width, or the default back.
  async preVisit(page, context) {
    const parameters = (await getStoryContext(page, context)).parameters as StoryParameters;
    const width = parameters.testWidth ?? defaultViewport.width;
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ ...defaultViewport, width });
  },

  async postVisit(page, context) {
    // A play-function or axe failure is already reported; a screenshot diff on top would only hide it.
    if (context.hasFailure) return;
    const storyContext = await getStoryContext(page, context);
    const parameters = storyContext.parameters as StoryParameters;
    const visual = !parameters.visual?.disable;

    // The page keeps the theme the previous story left it in, so each story renders (and plays) first in that
    // theme and is then re-rendered in the other: no extra render is spent switching back.
    const first = await currentTheme(page);
    if (visual) await compareScreenshot(page, context.id, first);

    const second = otherTheme(first);
    const consoleErrors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    };
    page.on('console', onConsole);
    const finished = await switchTheme(page, second, context.id).finally(() => page.off('console', onConsole));
    const where = `${context.title} > ${context.name} (${second} theme)`;
    if (consoleErrors.length > 0) throw new Error(`${where}: browser console errors\n${consoleErrors.join('\n')}`);
    assertAccessible(finished, parameters, where);
    if (finished?.status === 'error') throw new Error(`${where}: the story errored when re-rendered`);
    if (visual) await compareScreenshot(page, context.id, second);
  },
};

export default config;
