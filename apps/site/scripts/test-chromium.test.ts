import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumArgs } from '../../../scripts/test-chromium.ts';

// The tests' Chromium switches (the root scripts/test-chromium.ts, shared by the end-to-end and the story runner).
describe('the Chromium the tests launch', () => {
  it('keeps every feature Playwright disables: Chromium reads only the last --disable-features', () => {
    const require = createRequire(import.meta.url);
    const core = dirname(
      require.resolve('playwright-core/package.json', { paths: [require.resolve('@playwright/test')] }),
    );
    const bundle = readFileSync(join(core, 'lib/coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
    expect(list, "playwright-core's disabledFeatures").toBeDefined();
    const playwrights = [...list!.matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((match) => match[1]!);
    expect(playwrights.length).toBeGreaterThan(5);

    const disableArgs = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
    expect(disableArgs).toHaveLength(1);
    const ours = disableArgs[0]!.slice('--disable-features='.length).split(',');
    expect(playwrights.filter((feature) => !ours.includes(feature))).toEqual([]);
    expect(ours).toContain('WebUIOmniboxPopup');
  });
});
