import { Container, FadeIn, Heading, Section, Stack } from '@upm/ui';
import type { ReactNode } from 'react';
import * as styles from './content.css';

export interface PageSectionProps {
  /** Anchor id; also ties the heading to the section's accessible name. */
  id: string;
  heading: string;
  lead?: ReactNode;
  /** A tinted band, to separate consecutive sections. */
  muted?: boolean;
  /** Fade in on scroll (threshold 0.1, as the original). Off for anything that may sit above the fold. */
  fade?: boolean;
  children?: ReactNode;
}

/** A titled band of a content page (a named region with an h2), faded in on scroll unless told otherwise. */
export function PageSection({ id, heading, lead, muted = false, fade = true, children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  const body = (
    <Container>
      <Stack gap="6">
        <Stack gap="3" className={styles.sectionHeader}>
          <Heading level={2} size="2xl" id={headingId}>
            {heading}
          </Heading>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
  return (
    <Section id={id} aria-labelledby={headingId} tone={muted ? 'muted' : 'default'}>
      {fade ? <FadeIn>{body}</FadeIn> : body}
    </Section>
  );
}
