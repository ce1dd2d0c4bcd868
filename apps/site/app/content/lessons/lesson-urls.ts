/** The public path of a Beginner lesson (a contract): /education/beginner/<module-slug>/<lesson-slug>. */
export const beginnerLessonPath = (moduleSlug: string, lessonSlug: string) =>
  `/education/beginner/${moduleSlug}/${lessonSlug}`;
