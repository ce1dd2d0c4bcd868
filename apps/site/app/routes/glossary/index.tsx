import { Hero, TextLink } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { glossaryTermPath } from '~/content/glossary/paths';
import { glossaryIndexData } from './glossary.server';
import * as styles from './glossary.css';
import type { Route } from './+types/index';

export const meta = ({ data: loaded }: Route.MetaArgs) => loaded?.meta ?? [];

/** Prerendered at build: the terms are read on the server, never shipped to the browser as code. */
export function loader() {
  return glossaryIndexData();
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const letterId = (letter: string) => `letter-${letter === '#' ? 'digits' : letter.toLowerCase()}`;

/** /glossary: every term A to Z with its one-sentence definition, and jump links to each letter. */
export default function Glossary({ loaderData }: Route.ComponentProps) {
  const { h1, count, letters } = loaderData;
  const present = new Set(letters.map((group) => group.letter));
  const jumps = [...(present.has('#') ? ['#'] : []), ...alphabet];
  return (
    <>
      <Hero
        title={h1}
        lead={`${count} terms a retail trader meets, each with a plain explanation, a worked example where numbers apply, and links to the lessons and calculators that use it.`}
      />
      <PageSection id="index" heading="Terms from A to Z" fade={false}>
        <nav aria-label="Glossary letters">
          <ul className={styles.letters}>
            {jumps.map((letter) => (
              <li key={letter}>
                {present.has(letter) ? (
                  <a className={styles.letterLink} href={`#${letterId(letter)}`}>
                    {letter}
                  </a>
                ) : (
                  <span className={styles.letterEmpty} title={`No terms under ${letter}`}>
                    {letter}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </PageSection>
      {letters.map((group, position) => (
        <PageSection
          key={group.letter}
          id={letterId(group.letter)}
          heading={group.letter === '#' ? '0-9' : group.letter}
          muted={position % 2 === 0}
          fade={false}
        >
          <dl className={styles.termList}>
            {group.terms.map((term) => (
              <div key={term.slug}>
                <dt className={styles.termName}>
                  <TextLink href={glossaryTermPath(term.slug)}>{term.term}</TextLink>
                </dt>
                <dd className={styles.termDefinition}>{term.definition}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
      ))}
    </>
  );
}
