import type { MetaDescriptor } from 'react-router';
import { siteConfig } from '~/content/site';
import { absoluteUrl } from '~/platform/seo/seo';
import { jsonLdMeta } from '~/platform/seo/structured-data';

/** What a lesson's head needs (a slice of the page data, so the meta function stays small). */
export interface LessonMetaInput {
  course: { title: string; path: string };
  module: { title: string };
  lesson: { title: string; summary: string; minutes: number; path: string; objectives: string[] };
}

/**
 * A lesson's title, description (its summary), canonical link, social tags and JSON-LD: a free LearningResource that
 * is part of the course, and the breadcrumb trail home → education → course → lesson.
 */
export function lessonMeta({ course, module, lesson }: LessonMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(lesson.path);
  const title = `${lesson.title} | ${course.title}`;
  return [
    { title },
    { name: 'description', content: lesson.summary },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: lesson.summary },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: lesson.summary },
    jsonLdMeta({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', path: '/' },
        { name: 'Education', path: '/education' },
        { name: course.title, path: course.path },
        { name: lesson.title, path: lesson.path },
      ].map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(crumb.path),
      })),
    }),
    jsonLdMeta({
      '@context': 'https://schema.org',
      '@type': 'LearningResource',
      name: lesson.title,
      description: lesson.summary,
      url,
      inLanguage: 'en',
      learningResourceType: 'Lesson',
      educationalLevel: 'Beginner',
      isAccessibleForFree: true,
      timeRequired: `PT${lesson.minutes}M`,
      teaches: lesson.objectives,
      isPartOf: { '@type': 'Course', name: course.title, url: absoluteUrl(course.path) },
      about: module.title,
      provider: { '@type': 'Organization', name: siteConfig.name, url: absoluteUrl('/') },
    }),
  ];
}
