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

/** `41 minutes`, `1 hour`, `3 hours 18 minutes`: a study time in whole minutes, as the lessons' own times add up. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
}
