/** A course's study time: each module's lessons' own reading times added up, and the whole course's. */
export interface StudyTime {
  total: number;
  modules: number[];
}

/** The study time of modules of lessons, in minutes (the only duration a course page may state). */
export function studyTime(modules: readonly { lessons: readonly { minutes: number }[] }[]): StudyTime {
  const perModule = modules.map((module) => module.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0));
  return { total: perModule.reduce((sum, minutes) => sum + minutes, 0), modules: perModule };
}
