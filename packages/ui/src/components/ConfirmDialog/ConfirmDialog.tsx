import { forwardRef, type ReactNode } from 'react';
import { AdminModal, AdminModalClose, type AdminModalProps } from '../AdminModal';
import { Button, ButtonLink } from '../Button';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps extends Omit<
  AdminModalProps,
  'children' | 'size' | 'title' | 'description' | 'role' | 'showClose'
> {
  /** Defaults to 'Please confirm'. */
  title?: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete this broker?'. */
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Called when the confirming button is pressed (the dialog then closes). */
  onConfirm?: () => void;
  /** `danger` for destructive actions. */
  tone?: 'danger' | 'primary';
  /**
   * Replaces the buttons, e.g. with a form whose submit button confirms (works without JavaScript).
   * Keep Cancel first so it takes the initial focus.
   */
  actions?: ReactNode;
}

/**
 * An accessible confirmation (role `alertdialog`): the question is the dialog's description, focus
 * starts on Cancel, Escape cancels.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    title = 'Please confirm',
    description,
    confirmLabel = 'Confirm',
    cancelLabel = 'Cancel',
    onConfirm,
    onOpenChange,
    tone = 'danger',
    actions,
    closeHref,
    ...rest
  },
  ref,
) {
  return (
    <AdminModal
      ref={ref}
      role="alertdialog"
      size="narrow"
      showClose={false}
      title={title}
      description={description}
      onOpenChange={onOpenChange}
      closeHref={closeHref}
      {...rest}
    >
      <div className={styles.actions}>
        {actions ?? (
          <>
            {closeHref ? (
              <ButtonLink href={closeHref} variant="outline">
                {cancelLabel}
              </ButtonLink>
            ) : (
              <AdminModalClose asChild>
                <Button variant="outline">{cancelLabel}</Button>
              </AdminModalClose>
            )}
            <AdminModalClose asChild>
              <Button variant={tone} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AdminModalClose>
          </>
        )}
      </div>
    </AdminModal>
  );
});
