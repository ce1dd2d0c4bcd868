import { Card, Grid, Heading, Hero, TextLink } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import * as contentStyles from '~/components/content/content.css';
import { toolPages } from '~/content/page-books/tools';
import { toolCards, toolsOverview } from '~/content/tools/overview';
import { pageMeta } from '~/platform/seo/seo';

const path = '/tools';

export const meta = () => pageMeta(toolPages, path);

const page = toolPages.page(path);

/** /tools: every trader tool, each with what it answers. Prerendered: it has no inputs. */
export default function ToolsOverview() {
  return (
    <>
      <Hero title={page.h1} lead={toolsOverview.lead} />
      <PageSection id="tools" heading={toolsOverview.heading} fade={false}>
        <Grid as="ul" minColumnWidth="md" gap="5">
          {toolCards.map((tool) => (
            <Card as="li" key={tool.href} className={contentStyles.point}>
              <Heading level={3} size="md">
                <TextLink href={tool.href} weight="strong">
                  {tool.title}
                </TextLink>
              </Heading>
              <p className={contentStyles.pointText}>{tool.description}</p>
            </Card>
          ))}
        </Grid>
      </PageSection>
    </>
  );
}
