import type { ReactNode } from 'react';
import { Modal } from '#web/components/modal';
import { buttonClass } from './buttons';
import { DetailList } from './detail-list';
import { NotesEditor } from './notes-editor';

/**
 * One inbox record's details (RecordsTab's 'View'): its fields, private notes, one-click status
 * changes (the first is primary) and Delete.
 */
export function RecordDetailModal<
  T extends { id: string; status: S; notes?: string },
  S extends string,
>({
  record,
  title,
  details,
  extras,
  shortcuts,
  busy,
  onUpdate,
  onDelete,
  onClose,
}: {
  /** The open record; none closes the modal. */
  record: T | undefined;
  title: (item: T) => string;
  details: (item: T) => [label: string, value: ReactNode][];
  extras?: (item: T) => ReactNode;
  shortcuts: { label: string; status: S }[];
  busy: (item: T) => boolean;
  onUpdate: (item: T, changes: { status: S; notes?: string }) => void;
  onDelete: (item: T) => void;
  onClose: () => void;
}) {
  return (
    <Modal open={Boolean(record)} onClose={onClose} title={record ? title(record) : ''}>
      {record && (
        <div className="space-y-6">
          <DetailList entries={details(record)} />
          {extras?.(record)}
          <NotesEditor
            key={record.id}
            initial={record.notes ?? ''}
            saving={busy(record)}
            onSave={(notes) => onUpdate(record, { status: record.status, notes })}
          />
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            {shortcuts.map((shortcut, index) => (
              <button
                key={shortcut.status}
                type="button"
                className={index === 0 ? buttonClass.primary : buttonClass.secondary}
                disabled={record.status === shortcut.status || busy(record)}
                onClick={() => onUpdate(record, { status: shortcut.status })}
              >
                {shortcut.label}
              </button>
            ))}
            <button
              type="button"
              className={buttonClass.danger}
              disabled={busy(record)}
              onClick={() => onDelete(record)}
            >
              Delete
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
