import { writeFileSync } from 'node:fs';
import process from 'node:process';

/**
 * Writes each story file's start and end time to STORY_JSON_REPORT, in the shape of jest's `--json` report, for the
 * slowest-files table at the end of `pnpm test` (test-storybook refuses jest's `--outputFile=<path>`).
 */
export default class FileTimesReporter {
  /** @type {{ name: string; startTime: number; endTime: number }[]} */
  results = [];

  /** @param {unknown} _test @param {{ testFilePath: string; perfStats: { start: number; end: number } }} result */
  onTestResult(_test, result) {
    this.results.push({ name: result.testFilePath, startTime: result.perfStats.start, endTime: result.perfStats.end });
  }

  onRunComplete() {
    const file = process.env.STORY_JSON_REPORT;
    if (file) writeFileSync(file, JSON.stringify({ testResults: this.results }));
  }
}
