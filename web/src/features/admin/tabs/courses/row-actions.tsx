import type { ReactNode } from 'react';
import { buttonClass } from '#web/features/admin/kit/buttons';

/**
 * A row's Edit and Delete buttons, each shown only when given (the roles the matrix lets change
 * the row, decision 021), after any actions of the row's own (its Open link).
 */
export function EditDeleteActions({
  name,
  deleting,
  onEdit,
  onDelete,
  children,
  className = 'flex gap-1',
}: {
  /** What the row is, ending each button's name: 'Edit coupon SAVE10'. */
  name: string;
  /** The row's delete is on its way: Delete waits. */
  deleting: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
  /** The buttons' row where it stands. */
  className?: string;
}) {
  return (
    <div className={className}>
      {children}
      {onEdit && (
        <button
          type="button"
          className={buttonClass.rowAction}
          onClick={onEdit}
          aria-label={`Edit ${name}`}
        >
          Edit
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className={buttonClass.rowDanger}
          disabled={deleting}
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          Delete
        </button>
      )}
    </div>
  );
}
