import { BulletList } from '~/components/content/Prose';
import { PageSection } from '~/components/content/PageSection';
import type { ToolGuide } from '~/content/tools/tools.schema';
import * as styles from './tools.css';

/** Below a tool: its formula, a worked example and the common mistakes, so a result can be checked by hand. */
export function ToolGuideSections({ guide }: { guide: ToolGuide }) {
  return (
    <>
      <PageSection id="formula" heading="How it is worked out" muted fade={false}>
        <ol className={styles.formula}>
          {guide.formula.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="example" heading="Worked example" lead={guide.example.intro} fade={false}>
        <div className={styles.guide}>
          <BulletList items={guide.example.steps} ordered />
        </div>
      </PageSection>
      <PageSection id="mistakes" heading="Common mistakes" muted fade={false}>
        <div className={styles.guide}>
          <BulletList items={guide.mistakes} />
        </div>
      </PageSection>
    </>
  );
}
