import { describe, expect, it } from 'vitest';
import { createRequestTally } from './request-tally.ts';

const tally = (maxSeries?: number) =>
  createRequestTally({
    counter: { name: 'requests_total', help: 'Requests.' },
    histogram: { name: 'duration_seconds', help: 'Durations.' },
    buckets: [0.01, 0.1, 1],
    maxSeries,
  });

describe('request tally', () => {
  it('writes counts and cumulative buckets per label set in the exposition format', () => {
    const requests = tally();
    requests.record('GET', '/a', 200, 0.005);
    requests.record('GET', '/a', 200, 0.05);
    requests.record('GET', '/a', 200, 5);
    requests.record('POST', '/a', 303, 0.01);
    const text = requests.text();
    expect(text).toContain('# TYPE requests_total counter\n');
    expect(text).toContain('requests_total{method="GET",route="/a",status="200"} 3\n');
    expect(text).toContain('requests_total{method="POST",route="/a",status="303"} 1\n');
    expect(text).toContain('# TYPE duration_seconds histogram\n');
    expect(text).toContain('duration_seconds_bucket{le="0.01",method="GET",route="/a",status="200"} 1\n');
    expect(text).toContain('duration_seconds_bucket{le="0.1",method="GET",route="/a",status="200"} 2\n');
    expect(text).toContain('duration_seconds_bucket{le="1",method="GET",route="/a",status="200"} 2\n');
    expect(text).toContain('duration_seconds_bucket{le="+Inf",method="GET",route="/a",status="200"} 3\n');
    expect(text).toContain('duration_seconds_sum{method="GET",route="/a",status="200"} 5.055\n');
    // A bound is inclusive (le): 0.01 falls in the first bucket.
    expect(text).toContain('duration_seconds_bucket{le="0.01",method="POST",route="/a",status="303"} 1\n');
  });

  it('escapes label values so a route cannot break the format', () => {
    const requests = tally();
    requests.record('GET', '/a"b\\c\nd', 200, 0);
    expect(requests.text()).toContain('requests_total{method="GET",route="/a\\"b\\\\c\\nd",status="200"} 1\n');
  });

  it('writes only the headers before anything is recorded', () => {
    expect(tally().text()).toBe(
      '# HELP requests_total Requests.\n# TYPE requests_total counter\n' +
        '# HELP duration_seconds Durations.\n# TYPE duration_seconds histogram\n',
    );
  });

  it('counts new routes past its bound as other, so the text stops growing', () => {
    const requests = tally(10);
    for (let index = 0; index < 10; index++) requests.record('GET', `/known-${index}`, 200, 0);
    const before = requests.text().length;
    for (let index = 0; index < 5_000; index++) requests.record('GET', `/made-up-${index}`, 404, 0);
    const text = requests.text();
    expect(text).toContain('requests_total{method="GET",route="other",status="404"} 5000\n');
    expect(text).not.toContain('/made-up-');
    expect(text.length).toBeLessThan(before * 1.2);
    // Routes already counted keep their own series.
    requests.record('GET', '/known-3', 200, 0);
    expect(requests.text()).toContain('requests_total{method="GET",route="/known-3",status="200"} 2\n');
  });
});
