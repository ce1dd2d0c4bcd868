import { afterAll, describe, expect, it } from 'vitest';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { newCustomer } from '~/platform/test-support/customer-session.server';
import { beginnerOutline } from './lessons.server';
import {
  courseProgress,
  courseProgressData,
  customerCourseProgress,
  markLessonDone,
  markLessonNotDone,
} from './progress.server';

const dialects = await testDialects();
const [first, second, third] = beginnerOutline().flatMap((module) => module.lessons);

describe('course progress', () => {
  it('starts at the first lesson, counts per module, and continues with the first lesson not done', () => {
    const fresh = courseProgress(new Set());
    expect(fresh).toMatchObject({ done: 0, total: 17, percent: 0, started: false });
    expect(fresh.continueWith?.key).toBe('introduction-to-trading/trading-vs-investing');
    expect(fresh.modules.map((module) => module.total)).toEqual([4, 4, 5, 4]);

    // The second lesson done before the first: continue with the first, the earliest not done.
    const skipped = courseProgress(new Set([second!.path, third!.path]));
    expect(skipped).toMatchObject({ done: 2, percent: 11, started: true });
    expect(skipped.continueWith?.key).toBe(first!.key);
    expect(skipped.modules[0]).toMatchObject({ done: 2, total: 4 });
    expect(skipped.modules[0]!.lessons.map((lesson) => lesson.done)).toEqual([false, true, true, false]);
  });

  it('has nothing to continue with once every lesson is done', () => {
    const all = courseProgress(new Set(beginnerOutline().flatMap((module) => module.lessons.map((l) => l.path))));
    expect(all).toMatchObject({ done: 17, percent: 100, continueWith: null });
  });
});

describe.each(dialects)('lesson progress on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  const fresh = async () => {
    const db = await open();
    opened.push(db);
    return db;
  };

  it('records a lesson done once, keeps its first date, takes it back, and refuses a lesson not in the course', async () => {
    const db = await fresh();
    const sam = await newCustomer(db, 'Sam');
    const other = await newCustomer(db, 'Alex');
    const early = new Date('2026-03-01T10:00:00Z');
    expect((await markLessonDone(db, sam.id, first!.key, early)).ok).toBe(true);
    expect((await markLessonDone(db, sam.id, first!.key, new Date('2026-03-02T10:00:00Z'))).ok).toBe(true);
    expect(await markLessonDone(db, sam.id, 'introduction-to-trading/nothing')).toEqual({
      ok: false,
      reason: 'not-found',
    });
    await markLessonDone(db, sam.id, second!.key);

    const progress = await customerCourseProgress(db, sam.id);
    expect(progress).toMatchObject({ done: 2, continueWith: { key: third!.key } });
    // Another customer's progress is their own.
    expect((await customerCourseProgress(db, other.id)).done).toBe(0);

    const exported = (await courseProgressData.exportFor(db, sam.id)) as { lesson: string; doneAt: string }[];
    expect(exported).toContainEqual({ course: 'beginner', lesson: first!.path, doneAt: early.toISOString() });
    expect(exported).toHaveLength(2);

    expect((await markLessonNotDone(db, sam.id, second!.key)).ok).toBe(true);
    expect((await customerCourseProgress(db, sam.id)).done).toBe(1);
  });

  it('erases a customer’s progress, and only theirs, safely twice', async () => {
    const db = await fresh();
    const sam = await newCustomer(db, 'Sam');
    const other = await newCustomer(db, 'Alex');
    await markLessonDone(db, sam.id, first!.key);
    await markLessonDone(db, other.id, first!.key);
    await courseProgressData.erase(db, sam.id);
    await courseProgressData.erase(db, sam.id);
    expect(await courseProgressData.exportFor(db, sam.id)).toEqual([]);
    expect((await customerCourseProgress(db, other.id)).done).toBe(1);
  });
});
