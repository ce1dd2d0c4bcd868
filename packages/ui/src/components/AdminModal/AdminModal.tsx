import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { BaseLink } from '../LinkComponentProvider';
import * as styles from './AdminModal.css';
import { useHydrated } from './useHydrated';

export interface AdminModalProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'title'> {
  /** Controlled open state (the site drives it from the URL). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Always required: a dialog must have an accessible name (Radix warns without one). */
  title: ReactNode;
  /** Always required: read out after the title when the dialog opens. */
  description: ReactNode;
  /** The element that opens the dialog (rendered as Radix `Dialog.Trigger` with `asChild`). */
  trigger?: ReactNode;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /**
   * Makes the × a link to this URL instead of a button: closing then works without JavaScript
   * (the site keeps the open dialog in the URL, so leaving the URL closes it).
   */
  closeHref?: string;
  /** Whether to show the × (a confirmation leaves it out, so focus starts on Cancel). Default true. */
  showClose?: boolean;
  /** `narrow` for short confirmations. */
  size?: 'default' | 'narrow';
  children?: ReactNode;
}

/**
 * The admin's modal dialog on Radix Dialog: focus is trapped inside and returned on close, Escape and
 * the × close it, the page behind is inert. Title and description are always present.
 */
export const AdminModal = forwardRef<HTMLDivElement, AdminModalProps>(function AdminModal(
  {
    open,
    defaultOpen,
    onOpenChange,
    title,
    description,
    trigger,
    closeLabel = 'Close',
    closeHref,
    showClose = true,
    size = 'default',
    className,
    children,
    ...contentProps
  },
  ref,
) {
  const hydrated = useHydrated();
  // Radix links title and description to the dialog only after they mount (an effect): in server HTML,
  // read without JavaScript, the links are set here instead.
  const titleId = useId();
  const descriptionId = useId();
  const serverIds = !hydrated;
  const isOpen = open ?? defaultOpen ?? false;
  const frame = (
    <>
      {/* Radix's overlay renders an inline style attribute, which the site's CSP refuses in server HTML. */}
      {hydrated ? (
        <Dialog.Overlay className={styles.overlay} />
      ) : (
        // Without JavaScript only an open dialog may dim the page (Radix renders nothing when closed).
        isOpen && <div className={styles.overlay} />
      )}
      <Dialog.Content
        ref={ref}
        className={[styles.content, size === 'narrow' ? styles.contentNarrow : '', className].filter(Boolean).join(' ')}
        {...(serverIds ? { 'aria-labelledby': titleId, 'aria-describedby': descriptionId } : {})}
        {...contentProps}
      >
        <div className={styles.header}>
          <div className={styles.titles}>
            <Dialog.Title className={styles.title} {...(serverIds ? { id: titleId } : {})}>
              {title}
            </Dialog.Title>
            <Dialog.Description className={styles.description} {...(serverIds ? { id: descriptionId } : {})}>
              {description}
            </Dialog.Description>
          </div>
          {!showClose ? null : closeHref ? (
            <BaseLink href={closeHref} className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </BaseLink>
          ) : (
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </Dialog.Content>
    </>
  );
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      {hydrated ? <Dialog.Portal>{frame}</Dialog.Portal> : frame}
    </Dialog.Root>
  );
});

/** Closes the enclosing AdminModal (Radix `Dialog.Close`); use `asChild` to make a Cancel button of your own. */
export const AdminModalClose = Dialog.Close;
export type AdminModalCloseProps = ComponentPropsWithoutRef<typeof Dialog.Close>;
