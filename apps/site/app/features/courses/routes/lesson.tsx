// The lesson page: filled in next (rendering, prerender list, progress form).
export default function LessonPage() {
  return null;
}
