import { getJestConfig } from '@storybook/test-runner';
import process from 'node:process';
import { chromiumArgs, chromiumExecutable } from './scripts/test-chromium.ts';

// Ejected from `test-storybook --eject` so the runner uses the system Chromium (TOOLCHAIN.md trap 7):
// no browser is ever downloaded on this machine.
const testRunnerConfig = getJestConfig();
const defaultPlaywright = testRunnerConfig.testEnvironmentOptions?.['jest-playwright'] ?? {};

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  // `pnpm test` asks for each file's time (STORY_JSON_REPORT) to list the slowest files at the end.
  reporters: process.env.STORY_JSON_REPORT
    ? [...(testRunnerConfig.reporters ?? ['default']), '<rootDir>/.storybook/file-times-reporter.js']
    : testRunnerConfig.reporters,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...defaultPlaywright,
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromiumExecutable,
        args: chromiumArgs,
      },
      // Screenshots must not depend on where an animation happened to be; the theme's global
      // reduced-motion rule collapses every transition and animation.
      contextOptions: { reducedMotion: 'reduce', viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1 },
    },
  },
};
