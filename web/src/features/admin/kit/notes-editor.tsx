import { useState } from 'react';
import { TextAreaField } from '#web/components/form-field';
import { buttonClass } from './buttons';

/** The admin's private notes on a record, saved with its current status. */
export function NotesEditor({
  initial,
  saving,
  onSave,
}: {
  initial: string;
  saving: boolean;
  onSave: (notes: string) => void;
}) {
  const [notes, setNotes] = useState(initial);
  return (
    <div className="space-y-2">
      <TextAreaField
        label="Admin notes"
        rows={3}
        maxLength={5000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <button
        type="button"
        disabled={saving || notes === initial}
        onClick={() => onSave(notes)}
        className={buttonClass.secondary}
      >
        Save Notes
      </button>
    </div>
  );
}
