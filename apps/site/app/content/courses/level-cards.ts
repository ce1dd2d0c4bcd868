import { beginnerLessonModules } from '~/content/lessons/beginner/index';
import { formatMinutes, studyTime } from '~/content/lessons/study-time';
import type { LinkCard } from '~/content/schemas';
import { advancedCourse } from './advanced';
import { beginnerCourse } from './beginner';
import { intermediateCourse } from './intermediate';

/*
 * Apart from ./overview because these cards read the three courses' content and the Beginner lessons' own times:
 * /education's route reads them in its loader (at build), so its script does not import the courses
 * (docs/decisions/011). Only a course with lessons states a study time.
 */

/** The three level cards of /education. */
export const levelCards: LinkCard[] = [
  {
    title: 'Beginner',
    summary: 'Start from zero: how markets work, reading charts, risk management and your first demo trades.',
    href: beginnerCourse.path,
    linkLabel: 'View the Beginner course',
    facts: [
      `${formatMinutes(studyTime(beginnerLessonModules).total)} of reading`,
      `${beginnerCourse.modules.reduce((sum, module) => sum + module.lessons.length, 0)} free lessons`,
      'Quizzes and certificate',
    ],
  },
  {
    title: 'Intermediate',
    summary: 'Advanced technical and fundamental analysis, strategy building and money management.',
    href: intermediateCourse.path,
    linkLabel: 'View the Intermediate course',
    facts: [`${intermediateCourse.modules.length} modules planned`, 'Lessons coming'],
  },
  {
    title: 'Advanced',
    summary: 'Systematic trading, portfolio risk and a capstone trading-system project.',
    href: advancedCourse.path,
    linkLabel: 'View the Advanced course',
    facts: [`${advancedCourse.modules.length} core modules planned`, 'Capstone project', 'Lessons coming'],
  },
];
