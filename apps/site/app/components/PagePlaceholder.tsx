import { pageFor } from '~/content/pages';

/** Temporary body for a page whose full content has not landed yet: its h1 and an honest note. */
export function PagePlaceholder({ path }: { path: string }) {
  const page = pageFor(path);
  return (
    <section>
      <h1>{page.h1}</h1>
      <p>{page.description}</p>
    </section>
  );
}
