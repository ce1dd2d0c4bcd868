/* Reading what a route handler answers, for the route tests of every feature. */

/** The body and status of a `data()` answer. */
export const payload = (result: unknown) => {
  const wrapped = result as { data: unknown; init?: { status?: number } | null };
  return { data: wrapped.data as Record<string, unknown>, status: wrapped.init?.status ?? 200 };
};

/** The Response a handler throws (a redirect or an error status); fails when it returns or throws anything else. */
export async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome) || !(outcome.error instanceof Response)) throw new Error('expected a thrown Response');
  return outcome.error;
}
