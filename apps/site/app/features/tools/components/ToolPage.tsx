import { Hero } from '@upm/ui';
import type { ReactNode } from 'react';
import { PageSection } from '~/components/content/PageSection';
import { toolPages } from '~/content/page-books/tools';
import type { ToolGuide } from '~/content/tools/tools.schema';
import { ToolGuideSections } from './ToolGuideSections';

/** A tool's page: its title and lead, the tool itself, then how it works. */
export function ToolPage({ path, guide, children }: { path: string; guide: ToolGuide; children: ReactNode }) {
  const page = toolPages.page(path);
  return (
    <>
      <Hero title={page.h1} lead={guide.lead} />
      {/* Above the fold: never faded in. */}
      <PageSection id="calculator" heading={page.label === 'Market hours' ? 'Sessions' : 'Calculator'} fade={false}>
        {children}
      </PageSection>
      <ToolGuideSections guide={guide} />
    </>
  );
}
