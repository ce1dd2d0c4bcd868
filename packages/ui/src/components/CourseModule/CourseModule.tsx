import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { tagVariants } from '../TagList';
import * as styles from './CourseModule.css';

export const courseModuleTones = ['default', 'highlighted'] as const;

const courseModule = cva(styles.root, { variants: { tone: styles.tone }, defaultVariants: { tone: 'default' } });
export type CourseModuleVariants = VariantProps<typeof courseModule>;

export interface CourseModuleProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title'>, CourseModuleVariants {
  /** The module's position in its course, shown as "Module 1". */
  number?: number;
  title: string;
  /** How long the module takes, as shown ("2-3 hours"). */
  duration?: string;
  summary?: string;
  /** Its lessons or topics, in order. */
  lessons: readonly string[];
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Accessible name of the lesson list. */
  lessonsLabel?: string;
}

/** One module of a course: number, title, duration and the list of its lessons. */
export const CourseModule = forwardRef<HTMLElement, CourseModuleProps>(function CourseModule(
  { number, title, duration, summary, lessons, headingLevel = 3, lessonsLabel, tone, className, ...rest },
  ref,
) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article ref={ref} aria-labelledby={headingId} className={courseModule({ tone, className })} {...rest}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {number !== undefined ? <span className={styles.eyebrow}>Module {number}</span> : null}
          {title}
        </Heading>
        {duration ? (
          <p className={tagVariants({ weight: 'semibold', className: styles.duration })}>{duration}</p>
        ) : null}
      </div>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
      <ul className={styles.lessons} aria-label={lessonsLabel ?? `Lessons in ${title}`}>
        {lessons.map((lesson) => (
          <li key={lesson}>{lesson}</li>
        ))}
      </ul>
    </article>
  );
});
