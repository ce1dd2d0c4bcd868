/** What the course page learns of its reader after hydration: nothing, or where they are in the course. Browser-safe. */
export type ProgressSummary =
  { signedIn: false } | { signedIn: true; continueWith: { title: string; path: string } | null; done: string[] };
