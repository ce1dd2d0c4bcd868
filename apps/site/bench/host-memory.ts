import { performance } from 'node:perf_hooks';

const pageSize = 4096;

/**
 * Microseconds this host takes to hand the process one fresh 4 KB page of memory (the page fault and zeroing),
 * timed over one 64 MB allocation. Bare metal takes well under 1 µs; some virtual machines take over 10, which a
 * browser pays on the ~20,000 pages it touches per page load, and Lighthouse then counts as main-thread time (TBT,
 * LCP's render delay) that no change to the site can remove.
 */
export function freshPageMicros(): number {
  const bytes = 64 * 1024 * 1024;
  const start = performance.now();
  // allocUnsafeSlow: memory straight from the system, not the pool, so each page is new to the process.
  const buffer = Buffer.allocUnsafeSlow(bytes);
  for (let offset = 0; offset < bytes; offset += pageSize) buffer[offset] = 1;
  return ((performance.now() - start) * 1000) / (bytes / pageSize);
}
