import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Card } from '../Card';
import * as styles from './ProcessSteps.css';

export interface ProcessStep {
  title: string;
  text: ReactNode;
}

export interface ProcessStepsProps extends Omit<ComponentPropsWithoutRef<'ol'>, 'children'> {
  steps: readonly ProcessStep[];
  /** Heading level of each step's title, to fit the page outline. */
  headingLevel?: 3 | 4;
}

/** Numbered steps of a process, as an ordered list (the numbers come from the list, not the text). */
export const ProcessSteps = forwardRef<HTMLOListElement, ProcessStepsProps>(function ProcessSteps(
  { steps, headingLevel = 3, className, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol ref={ref} className={className ? `${styles.root} ${className}` : styles.root} {...rest}>
      {steps.map((step) => (
        <Card as="li" padding="md" key={step.title} className={styles.step}>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.text}>{step.text}</p>
        </Card>
      ))}
    </ol>
  );
});
