import { style } from '@vanilla-extract/css';
import { vars } from '@upm/ui/theme';
import { bareList, pageStack, pageTitle, surfaceBox, wrappingRow } from '~/platform/page-layout.css';

/* The progress page and the account's course section. */

export const page = style([pageStack, { maxInlineSize: '48rem' }]);

export const title = pageTitle;

export const actions = style({ ...wrappingRow, gap: vars.space['3'] });

export const summary = style({ display: 'grid', gap: vars.space['2'] });

export const count = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const bar = style({ inlineSize: '100%', blockSize: vars.space['3'], accentColor: vars.color.primary });

export const module = style({ ...surfaceBox, display: 'grid', gap: vars.space['3'], padding: vars.space['5'] });

export const moduleTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const done = style({ color: vars.color.positive, fontWeight: vars.fontWeight.semibold });

export const lessons = style({ ...bareList, display: 'grid', gap: vars.space['2'] });

export const lesson = style({ ...wrappingRow, justifyContent: 'space-between', gap: vars.space['2'] });

export const lessonTitle = style({ flex: '1 1 16rem' });

export const form = style({ margin: 0 });
