// The part of autocannon's API the bench uses (the package ships no types; @types/autocannon is not needed for this).
declare module 'autocannon' {
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each request may be rewritten before it is sent (a new path per request). */
    requests?: Array<RequestParams & { setupRequest?: (request: RequestParams) => RequestParams }>;
  }
  interface Histogram {
    average: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
