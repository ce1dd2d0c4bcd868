import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// A component test that logs an error has a problem nobody asserted on: fail it.
const originalError = console.error;
afterEach(() => {
  console.error = originalError;
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
};
