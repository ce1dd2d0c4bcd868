import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useLinkComponent } from '../LinkComponentProvider';
import * as styles from './CourseProgression.css';

export interface CourseProgressionStep {
  id: string;
  label: string;
  href: string;
  /** A short detail under the label ("12-15 hours"). */
  detail?: string;
}

export interface CourseProgressionProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The steps in order (Beginner, Intermediate, Advanced). */
  steps: readonly CourseProgressionStep[];
  /** The id of the step the visitor is on; it is marked with aria-current="step". */
  currentId?: string;
  /** Accessible name of the navigation. */
  label?: string;
}

/** The course path as an ordered list of links; the current step is marked and announced as such. */
export const CourseProgression = forwardRef<HTMLElement, CourseProgressionProps>(function CourseProgression(
  { steps, currentId, label = 'Course progression', className, ...rest },
  ref,
) {
  const Link = useLinkComponent();
  return (
    <nav ref={ref} aria-label={label} className={className ? `${styles.root} ${className}` : styles.root} {...rest}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const current = step.id === currentId;
          const content = (
            <>
              <span className={styles.stepNumber}>Step {index + 1}</span>
              <span className={styles.stepLabel}>{step.label}</span>
              {step.detail ? <span className={styles.stepDetail}>{step.detail}</span> : null}
            </>
          );
          return (
            <li key={step.id} className={styles.item}>
              <Link className={styles.step} href={step.href} aria-current={current ? 'step' : undefined}>
                {content}
              </Link>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
