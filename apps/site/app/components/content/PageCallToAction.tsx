import { ButtonLink, CallToAction, Container, FadeIn, Section, VisuallyHidden } from '@upm/ui';
import type { CallToActionItem } from '~/content/schemas';

/** The closing call to action of a content page: a heading, a sentence and its links (first one primary). */
export function PageCallToAction({
  title,
  text,
  actions,
}: {
  title: string;
  text?: string;
  actions: readonly CallToActionItem[];
}) {
  return (
    <Section>
      <Container>
        <FadeIn>
          <CallToAction title={title} text={text}>
            {actions.map((action, index) => (
              <ButtonLink key={action.href} href={action.href} variant={index === 0 ? 'primary' : 'outline'}>
                {action.label}
                {action.hint ? <VisuallyHidden> {action.hint}</VisuallyHidden> : null}
              </ButtonLink>
            ))}
          </CallToAction>
        </FadeIn>
      </Container>
    </Section>
  );
}
