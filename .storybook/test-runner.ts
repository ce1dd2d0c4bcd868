import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

/** The theme this run checks; scripts/test-stories.ts runs the suite once per theme. */
const theme = process.env.STORY_THEME === 'dark' ? 'dark' : 'light';
const snapshotsDir = path.join(process.cwd(), '.storybook', '__image_snapshots__');

/** The parts of Storybook's preview globals this runner touches (page side). */
interface StorybookPage {
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

/** Story parameters this runner reads: `visual: { disable: true }` skips the screenshot (never the a11y check). */
interface VisualParameters {
  visual?: { disable?: boolean };
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  // The default prepare opens iframe.html; this one also sets the theme global before any story renders, so
  // every story of this run renders in that theme and axe checks colour contrast in both themes. (A `globals`
  // URL parameter is ignored when the URL names no story, and the runner selects stories over the channel.)
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    await page.waitForFunction(() => Boolean((globalThis as StorybookPage).__STORYBOOK_PREVIEW__?.storyStoreValue));
    await page.evaluate((name) => {
      (globalThis as StorybookPage).__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', { globals: { theme: name } });
    }, theme);
    await page.waitForFunction(
      (name) =>
        (globalThis as StorybookPage).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get()['theme'] === name,
      theme,
    );
  },

  async postVisit(page, context) {
    // A play-function or axe failure is already reported; a screenshot diff on top would only hide it.
    if (context.hasFailure) return;
    const storyContext = await getStoryContext(page, context);
    if ((storyContext.parameters as VisualParameters).visual?.disable) return;

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
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customDiffDir: path.join(snapshotsDir, '__diff_output__'),
      customSnapshotIdentifier: `${context.id}--${theme}`,
      // 0.1 % of the pixels: a one-pixel letter-spacing change is ~0.65 % (TOOLCHAIN.md trap 8).
      failureThreshold: 0.001,
      failureThresholdType: 'percent',
      // Compare in this process: the default spawnSync'd diff child once hung for good at start-up (asleep on a
      // futex, 0.1 s of CPU), stalling the whole run until CI's time limit.
      runInProcess: true,
    });
  },
};

export default config;
