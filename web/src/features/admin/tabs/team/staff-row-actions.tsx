import type { StaffMember } from '#shared/admin/staff';
import { buttonClass } from '../../kit/buttons';

/**
 * A member's row buttons: Change roles, and Disable or Re-enable for anyone but the signed-in
 * admin (who cannot lock themselves out).
 */
export function StaffRowActions({
  member,
  isSelf,
  busy,
  onChangeRoles,
  onSetEnabled,
}: {
  member: StaffMember;
  isSelf: boolean;
  busy: boolean;
  onChangeRoles: () => void;
  onSetEnabled: (enabled: boolean) => void;
}) {
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        className={buttonClass.rowAction}
        aria-label={`Change roles of ${member.email}`}
        onClick={onChangeRoles}
      >
        Change roles
      </button>
      {!isSelf &&
        (member.enabled ? (
          <button
            type="button"
            className={buttonClass.rowDanger}
            aria-label={`Disable ${member.email}`}
            disabled={busy}
            onClick={() => onSetEnabled(false)}
          >
            Disable
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass.rowAction}
            aria-label={`Re-enable ${member.email}`}
            disabled={busy}
            onClick={() => onSetEnabled(true)}
          >
            Re-enable
          </button>
        ))}
    </div>
  );
}
