import { formatHours } from '~/content/format';
import type { LinkCard } from '~/content/schemas';
import { advancedCourse } from './advanced';
import { beginnerCourse } from './beginner';
import { intermediateCourse } from './intermediate';

/*
 * Apart from ./overview because these cards read the three courses' content: /education's route reads them in
 * its loader (at build), so its script does not import the courses (docs/decisions/011).
 */

/** The three level cards of /education. */
export const levelCards: LinkCard[] = [
  {
    title: 'Beginner',
    summary: 'Start from zero: how markets work, reading charts, risk management and your first demo trades.',
    href: beginnerCourse.path,
    linkLabel: 'View the Beginner course',
    facts: [
      formatHours(beginnerCourse.totalHours),
      `${beginnerCourse.modules.reduce((sum, module) => sum + module.lessons.length, 0)} free lessons`,
      'Quizzes and certificate',
    ],
  },
  {
    title: 'Intermediate',
    summary: 'Advanced technical and fundamental analysis, strategy building and money management.',
    href: intermediateCourse.path,
    linkLabel: 'View the Intermediate course',
    facts: [
      formatHours(intermediateCourse.totalHours),
      `${intermediateCourse.modules.length} modules`,
      'Lessons coming',
    ],
  },
  {
    title: 'Advanced',
    summary: 'Systematic trading, portfolio risk, one-on-one mentoring and a capstone trading-system project.',
    href: advancedCourse.path,
    linkLabel: 'View the Advanced course',
    facts: [
      formatHours(advancedCourse.totalHours),
      `${advancedCourse.modules.length} core modules`,
      '4 mentoring sessions',
      'Lessons coming',
    ],
  },
];
