import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { tagVariants } from '../TagList';
import { TextLink } from '../TextLink';
import * as styles from './CourseModule.css';

export const courseModuleTones = ['default', 'highlighted'] as const;

const courseModule = cva(styles.root, { variants: { tone: styles.tone }, defaultVariants: { tone: 'default' } });
export type CourseModuleVariants = VariantProps<typeof courseModule>;

/** A lesson that has a page (`href`), or one that does not yet, with a short note such as "Coming". */
export interface CourseModuleLesson {
  title: string;
  href?: string;
  note?: string;
}

export interface CourseModuleProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title'>, CourseModuleVariants {
  /** The module's position in its course, shown as "Module 1". */
  number?: number;
  title: string;
  /** How long the module takes, as shown ("2-3 hours"). */
  duration?: string;
  summary?: string;
  /** Its lessons or topics, in order: plain titles, or lessons with a page or a note. */
  lessons: readonly (string | CourseModuleLesson)[];
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
        {lessons.map((entry) => {
          const lesson = typeof entry === 'string' ? { title: entry } : entry;
          return (
            <li key={lesson.title}>
              {lesson.href ? <TextLink href={lesson.href}>{lesson.title}</TextLink> : lesson.title}
              {lesson.note ? (
                <>
                  {' '}
                  <span className={tagVariants({ size: 'xs', weight: 'semibold', className: styles.note })}>
                    {lesson.note}
                  </span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </article>
  );
});
