import { useEffect, useState } from 'react';
import { mayBeSignedIn } from '~/platform/auth/signed-in-hint';
import type { ProgressSummary } from '../progress-summary';
import { progressDataPath } from '~/content/courses/lesson-paths';

/** The signed-in reader's place in the course. */
export type ReaderProgress = Extract<ProgressSummary, { signedIn: true }>;

/**
 * The reader's progress, asked after hydration, the way the header asks for the account's name: the course page is
 * prerendered and the same for everyone, so only a browser carrying the sign-in hint makes the request. Undefined
 * until it answers, and for visitors (the page then shows what it shows without a script).
 */
export function useCourseProgress(): ReaderProgress | undefined {
  const [progress, setProgress] = useState<ReaderProgress>();
  useEffect(() => {
    if (!mayBeSignedIn(document.cookie)) return;
    const abort = new AbortController();
    fetch(progressDataPath, { credentials: 'same-origin', cache: 'no-store', signal: abort.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ProgressSummary>) : undefined))
      .then((body) => {
        if (body?.signedIn) setProgress(body);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return progress;
}
