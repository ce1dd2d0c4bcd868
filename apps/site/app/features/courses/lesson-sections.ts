/** A lesson page's fixed sections' anchors, which a lesson's own headings may not take. */
export const lessonSectionIds = {
  title: 'lesson-title',
  objectives: 'objectives',
  contents: 'contents',
  example: 'worked-example',
  checks: 'check-your-understanding',
  progress: 'your-progress',
  quiz: 'module-quiz',
  sources: 'sources',
  // The layout's own.
  main: 'main',
} as const;
