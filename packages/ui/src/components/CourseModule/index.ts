export { CourseModule, courseModuleTones } from './CourseModule';
export type { CourseModuleLesson, CourseModuleProps, CourseModuleVariants } from './CourseModule';
