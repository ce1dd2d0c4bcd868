import { ButtonLink, Hero } from '@upm/ui';
import type { ReactNode } from 'react';
import type { LevelCourse } from '~/content/courses/levels';
import { educationPages } from '~/content/page-books/education';
import { CourseModuleList, LevelProgression, lessonsNote } from './CourseBlocks';
import { FactList } from './FactList';
import { PageCallToAction } from './PageCallToAction';
import { PageSection } from './PageSection';
import { ProseBody } from './Prose';

/**
 * The body of a level course page (beginner, intermediate, advanced): all of it comes from the course's data, but
 * for the links to the lessons that have a page and what a course adds after its modules (`children`).
 */
export function LevelCoursePage({
  course,
  lessonPaths,
  children,
}: {
  course: LevelCourse;
  lessonPaths?: Readonly<Record<string, string>>;
  children?: ReactNode;
}) {
  const page = educationPages.page(course.path);
  const [firstAction] = course.callsToAction;
  return (
    <>
      <Hero
        title={page.h1}
        lead={course.lead}
        actions={firstAction ? <ButtonLink href={firstAction.href}>{firstAction.label}</ButtonLink> : undefined}
      />
      <PageSection id="overview" heading="Course at a glance">
        <FactList facts={course.highlights} />
      </PageSection>
      <PageSection id="path" heading="Your learning path" muted>
        <LevelProgression current={course.level} />
      </PageSection>
      <PageSection
        id="modules"
        heading={course.level === 'advanced' ? 'Core modules' : 'Course modules'}
        lead={`${course.modules.length} modules, ${course.totalHours.min}-${course.totalHours.max} hours in total. ${lessonsNote(lessonPaths)}`}
      >
        <CourseModuleList modules={course.modules} lessonPaths={lessonPaths} />
      </PageSection>
      {children}
      {course.sections.map((section, index) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} muted={index % 2 === 0}>
          <ProseBody section={section} />
        </PageSection>
      ))}
      <PageCallToAction
        title="Ready to start?"
        text="Enroll now, or keep exploring: every course puts risk management first."
        actions={course.callsToAction}
      />
    </>
  );
}
