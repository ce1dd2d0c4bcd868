import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { settlePostgres } from '~/platform/db/test-databases.server';

// findBy… and waitFor wait for what a test expects to appear. Their default of one second is shorter than a first
// render takes when the unit tests share two cores with the story tests (a route module's first import, the admin
// dashboard's charts): the wait ends as soon as the element appears, so a longer bound costs a passing test nothing.
configure({ asyncUtilTimeout: 5000 });

// A component test that logs an error has a problem nobody asserted on: fail it.
const originalError = console.error;
afterEach(() => {
  console.error = originalError;
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
};

// No test database outlives its file: the spare copy is dropped and every background drop finishes (a worker may
// end with its last file).
afterAll(settlePostgres);
