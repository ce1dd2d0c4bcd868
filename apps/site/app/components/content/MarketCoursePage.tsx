import { Hero } from '@upm/ui';
import type { ReactNode } from 'react';
import type { MarketCourse } from '~/content/courses/market-course';
import { registerInterestText } from '~/content/courses/register-interest';
import { educationPages } from '~/content/page-books/education';
import { CourseModuleList, lessonsNote } from './CourseBlocks';
import { PageCallToAction } from './PageCallToAction';
import { PageSection } from './PageSection';
import { BulletList } from './Prose';

/** The risk guidance (1–2% per trade, risk-reward at least 1:2), repeated where a course teaches risk. */
const riskGuidance = [
  'Risk only 1-2% of your capital on any one trade.',
  'Take trades with a risk-reward ratio of at least 1:2.',
  'Practise on a demo account for 3-6 months, with 10,000 in virtual capital, before trading real money.',
];

/** The body of a market course page: hero, five modules, page-specific reference material, risk guidance, actions. */
export function MarketCoursePage({ course, children }: { course: MarketCourse; children?: ReactNode }) {
  const page = educationPages.page(course.path);
  return (
    <>
      <Hero title={page.h1} lead={course.lead} />
      <PageSection
        id="modules"
        heading="Course modules"
        lead={`${course.modules.length} modules of lessons. ${lessonsNote()}`}
      >
        <CourseModuleList modules={course.modules} />
      </PageSection>
      {children}
      <PageSection id="risk-guidance" heading="Risk guidance" muted>
        <BulletList items={riskGuidance} />
      </PageSection>
      <PageCallToAction title="Interested in this course?" text={registerInterestText} actions={course.callsToAction} />
    </>
  );
}
