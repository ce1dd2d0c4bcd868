import type { Db } from '~/platform/db/types';
import { customerCourseProgress, type CourseProgress } from './progress.server';

/** What /account shows of the courses: the Beginner course's progress and where to continue. */
export type CourseAccountSectionData = CourseProgress;

/** The account page's courses section (the composition layer places it on /account). */
export async function accountSection(db: Db, customer: { id: string }): Promise<CourseAccountSectionData> {
  return customerCourseProgress(db, customer.id);
}
