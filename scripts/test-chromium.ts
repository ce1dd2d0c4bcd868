/**
 * How every test launches Chromium: the system one (this project never downloads a browser), headless, without a
 * GPU (none here; compositing runs on the CPU), and without the browser's own address-bar interface.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Chromium draws its address bar's suggestion popup as a web page (WebUIOmniboxPopup and its variants), and headless
 * Chromium still builds one, in a renderer process of its own, for every page a test opens. Nobody sees it, and on
 * the page sweep it cost a third of all renderer CPU (237 s against 154 s; 212 s wall against 153 s, idle 2-core
 * machine). Chromium keeps only the last --disable-features it is given, so this one repeats what Playwright disables
 * (playwright-core's chromiumSwitches) before adding those; apps/site/scripts/test-chromium.test.ts fails when an
 * upgrade of Playwright adds one this list lacks.
 */
const disabledFeatures = [
  // Playwright's own list.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // The address bar's web-page popups.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  `--disable-features=${disabledFeatures.join(',')}`,
];
