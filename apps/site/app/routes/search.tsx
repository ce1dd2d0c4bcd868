import { Badge, Button, Container, Heading, Notice, Section, Stack, TextInput, TextLink } from '@upm/ui';
import { useEffect, useRef } from 'react';
import { Form, data, useNavigation, useSubmit } from 'react-router';
import { requestContext } from '~/context.server';
import { searchSite } from '~/lib/search/search-index.server';
import { maxQueryLength, maxQueryTerms } from '~/lib/search/search-query';
import { SearchSnippet } from '~/lib/search/SearchSnippet';
import type { Route } from './+types/search';
import * as styles from './search.css';

/*
 * /search?q=: rendered per request through the render gate, never kept by the page cache (every query would be a
 * page of its own), noindex. The form is a plain GET: without scripts it is the whole page; with them the same
 * loader answers as the visitor types (decision 039).
 */

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: loaded?.query.text ? `“${loaded.query.text}”: search | UPM Trading` : 'Search | UPM Trading' },
  {
    name: 'description',
    content: 'Search the glossary, lessons, tools, pages, signals, brokers and webinars of UPM Trading.',
  },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const started = performance.now();
  const answer = await searchSite(requestContext(context).db, new URL(request.url).searchParams.get('q'));
  const took = performance.now() - started;
  return data(answer, {
    headers: {
      // Answers move with every write; a browser may keep one to go back to, but asks again before reuse.
      'Cache-Control': 'no-cache',
      'X-Robots-Tag': 'noindex',
      // The search's own time, apart from rendering: `pnpm bench` reads it.
      'Server-Timing': `search;dur=${took.toFixed(2)}`,
    },
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** How long typing must pause before the results follow it. */
const typingPauseMs = 200;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, hits } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Words typed before the scripts arrived are searched as soon as they do.
    const form = formRef.current;
    const typed = form?.elements.namedItem('q');
    if (
      form &&
      typed instanceof HTMLInputElement &&
      typed.value !== (new URL(window.location.href).searchParams.get('q') ?? '')
    ) {
      void submit(form, { replace: true, preventScrollReset: true });
    }
    return () => clearTimeout(timer.current);
    // Once, on the first render in the browser: later changes go through onInput.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/search';

  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // Replace, not push: one history entry per search, not one per letter.
      void submit(form, { replace: true, preventScrollReset: true });
    }, typingPauseMs);
  };

  return (
    <Section aria-labelledby="search-heading">
      <Container width="narrow">
        <Stack gap="6">
          <Heading level={1} size="3xl" id="search-heading">
            Search
          </Heading>
          <Form
            ref={formRef}
            method="get"
            action="/search"
            role="search"
            aria-labelledby="search-heading"
            className={styles.form}
            onInput={onInput}
          >
            <TextInput
              type="search"
              name="q"
              label="Search the site"
              hint="A term (pip, margin call), a lesson, a tool, a broker, an instrument (EUR/USD) or a signal's id."
              defaultValue={query.text}
              maxLength={maxQueryLength * 2}
              autoComplete="off"
              fieldClassName={styles.field}
            />
            <Button type="submit">Search</Button>
          </Form>
          <div aria-live="polite" aria-busy={searching}>
            <SearchAnswerView query={query} hits={hits} />
          </div>
        </Stack>
      </Container>
    </Section>
  );
}

function SearchAnswerView({ query, hits }: Route.ComponentProps['loaderData']) {
  if (!query.text) {
    return (
      <p className={styles.status}>
        Type what you are looking for and press Search. New to the words? Browse the{' '}
        <TextLink href="/glossary">glossary</TextLink>.
      </p>
    );
  }
  return (
    <Stack gap="4">
      {query.truncated ? (
        <Notice tone="warning" padding="sm">
          Your search was shortened: only the first {maxQueryLength} characters and {maxQueryTerms} different words are
          searched.
        </Notice>
      ) : null}
      {hits.length === 0 ? (
        <Stack gap="3">
          <p className={styles.status}>
            Nothing matches “{query.text}”. Check the spelling, try a shorter word, or browse:
          </p>
          <ul className={styles.suggestions}>
            <li>
              <TextLink href="/glossary">The glossary of trading terms</TextLink>
            </li>
            <li>
              <TextLink href="/education/beginner">The Beginner course</TextLink>
            </li>
            <li>
              <TextLink href="/tools">The trading calculators</TextLink>
            </li>
            <li>
              <TextLink href="/services/signals/history">The signal history</TextLink>
            </li>
            <li>
              <TextLink href="/ib-partners">The broker directory</TextLink>
            </li>
          </ul>
        </Stack>
      ) : (
        <>
          <Heading level={2} size="lg">
            {hits.length === 1 ? '1 result' : `${hits.length} results`} for “{query.text}”
          </Heading>
          <ol className={styles.results}>
            {hits.map((hit) => (
              <li key={hit.url} className={styles.result}>
                <span>
                  <Badge tone="neutral">{hit.type}</Badge>
                </span>
                <h3 className={styles.resultTitle}>
                  <TextLink href={hit.url}>{hit.title}</TextLink>
                </h3>
                <p className={styles.snippet}>
                  <SearchSnippet parts={hit.snippet} />
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </Stack>
  );
}
