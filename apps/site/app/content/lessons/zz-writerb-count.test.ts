import { test } from 'vitest';
import { lessonSchema } from './lesson.schema';
import { beginnerLessonModules } from './beginner/index';
import { existsSync, readFileSync } from 'node:fs';

const words = (s: string) => s.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
test('count', () => {
  for (const m of beginnerLessonModules.slice(2)) {
    for (const l of m.lessons) {
      const r = lessonSchema.safeParse(l);
      const b = words(l.body),
        e = words(l.example.body);
      const diagrams = [...l.body.matchAll(/\(diagram:([a-z0-9-]+)\)/g)].map((x) => x[1]!);
      const missing = diagrams.filter((d) => !existsSync(`app/content/lessons/diagrams/${d}.svg`));
      const tick = (l.body + l.example.body).includes('`');
      const html = /<[a-z]/i.test(l.body + l.example.body);
      console.log(
        `${l.slug}: ok=${r.success} body=${b} example=${e} total=${b + e} checks=${l.checks.length} diagrams=${diagrams.join(',')} missing=${missing.join(',')} tick=${tick} html=${html}`,
        r.success ? '' : JSON.stringify(r.error.issues),
      );
    }
  }
  void readFileSync;
});
