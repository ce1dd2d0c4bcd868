import { ButtonLink, Hero } from '@upm/ui';
import type { ReactNode } from 'react';
import type { LevelCourse } from '~/content/courses/levels';
import { registerInterestText } from '~/content/courses/register-interest';
import { formatMinutes, type StudyTime } from '~/content/lessons/study-time';
import { educationPages } from '~/content/page-books/education';
import { CourseModuleList, LevelProgression, lessonsNote } from './CourseBlocks';
import { FactList } from './FactList';
import { PageCallToAction } from './PageCallToAction';
import { PageSection } from './PageSection';
import { ProseBody } from './Prose';

/**
 * The body of a level course page (beginner, intermediate, advanced): all of it comes from the course's data, but
 * for the links to the lessons that have a page, the study time their own times add up to (read at prerender) and
 * what a course adds after its modules (`children`). A course without lessons states no duration.
 */
export function LevelCoursePage({
  course,
  lessonPaths,
  studyMinutes,
  doneLessons,
  children,
}: {
  course: LevelCourse;
  lessonPaths?: Readonly<Record<string, string>>;
  studyMinutes?: StudyTime;
  /** The lessons the signed-in reader marked done (learnt after hydration), ticked in the module list. */
  doneLessons?: readonly string[];
  children?: ReactNode;
}) {
  const page = educationPages.page(course.path);
  const [firstAction] = course.callsToAction;
  const highlights = studyMinutes
    ? [
        {
          title: formatMinutes(studyMinutes.total),
          text: 'Of reading: the lessons’ own times added up. The quizzes and your demo practice come on top.',
        },
        ...course.highlights,
      ]
    : course.highlights;
  const total = studyMinutes ? `, ${formatMinutes(studyMinutes.total)} of reading in total` : '';
  return (
    <>
      <Hero
        title={page.h1}
        lead={course.lead}
        actions={firstAction ? <ButtonLink href={firstAction.href}>{firstAction.label}</ButtonLink> : undefined}
      />
      <PageSection id="overview" heading="Course at a glance">
        <FactList facts={highlights} />
      </PageSection>
      <PageSection id="path" heading="Your learning path" muted>
        <LevelProgression current={course.level} />
      </PageSection>
      <PageSection
        id="modules"
        heading={course.level === 'advanced' ? 'Core modules' : 'Course modules'}
        lead={`${course.modules.length} modules${total}. ${lessonsNote(lessonPaths)}`}
      >
        <CourseModuleList
          modules={course.modules}
          lessonPaths={lessonPaths}
          durations={studyMinutes?.modules.map(formatMinutes)}
          doneLessons={doneLessons}
        />
      </PageSection>
      {children}
      {course.sections.map((section, index) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} muted={index % 2 === 0}>
          <ProseBody section={section} />
        </PageSection>
      ))}
      <PageCallToAction
        title="Ready to start?"
        text={
          studyMinutes
            ? 'Start reading, or keep exploring: every course puts risk management first.'
            : registerInterestText
        }
        actions={course.callsToAction}
      />
    </>
  );
}
