import { Hero } from '@upm/ui';
import type { ComponentType, ReactNode } from 'react';
import { PageSection } from '~/components/content/PageSection';
import { toolPages } from '~/content/page-books/tools';
import type { ToolGuide } from '~/content/tools/tools.schema';
import type { ToolShape } from '~/features/tools/tool-values';
import type { ToolProps } from './ToolCalculator';
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

/** A calculator's page: the tool's copy around the calculator, given the values and outcome its loader read. */
export function calculatorPage<Field extends string>(
  shape: ToolShape<Field>,
  guide: ToolGuide,
  Calculator: ComponentType<ToolProps<Field>>,
) {
  return function CalculatorPage({
    loaderData,
  }: {
    loaderData: { values: Record<Field, string> } & Pick<ToolProps<Field>, 'outcome'>;
  }) {
    return (
      <ToolPage path={shape.path} guide={guide}>
        <Calculator initial={loaderData.values} outcome={loaderData.outcome} />
      </ToolPage>
    );
  };
}
