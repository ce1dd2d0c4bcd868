import { ButtonLink, Stack } from '@upm/ui';
import type { CallToActionItem } from '~/content/schemas';

/** The calls to action that end a content page: the first is primary, the others secondary. */
export function PageActions({
  actions,
  label = 'Next steps',
}: {
  actions: readonly CallToActionItem[];
  label?: string;
}) {
  return (
    <Stack as="ul" direction="row" wrap gap="3" aria-label={label}>
      {actions.map((action, index) => (
        <li key={action.href}>
          <ButtonLink href={action.href} variant={index === 0 ? 'primary' : 'outline'}>
            {action.label}
          </ButtonLink>
        </li>
      ))}
    </Stack>
  );
}
