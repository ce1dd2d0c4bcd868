export { CourseProgression } from './CourseProgression';
export type { CourseProgressionProps, CourseProgressionStep } from './CourseProgression';
