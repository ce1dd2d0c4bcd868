export { CourseModule, courseModuleTones } from './CourseModule';
export type { CourseModuleProps, CourseModuleVariants } from './CourseModule';
