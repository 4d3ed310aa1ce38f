import { useId } from 'react';
import { isNoticePreference, NOTICE_PREFERENCES } from '../../domain/notice-preference';
import { damagedDataMessage } from '../../../shared/ui/damaged-data-message';
import { NOTICE_CHOICE_LABELS, NOTICE_LABEL, READ_FAILURE, SAVE_FAILURE } from './notice-messages';
import { useNoticePreference } from './use-notice-preference';

/**
 * The member's own choice of e-mail about new applications: one per application, a daily digest,
 * or none. A labelled select, so the keyboard and a screen reader treat it as one control with its
 * value. While saving it shows the choice being saved, marked busy; if the save fails it goes back
 * to the saved one and says why, as an alert. It is not disabled while saving: a disabled control
 * would drop the keyboard's focus. Until the saved choice is read it is disabled, showing nothing
 * it does not know.
 */
export function NoticePreferenceChoice() {
  const id = useId();
  const { saved, choose } = useNoticePreference();
  const shown = choose.isPending ? choose.variables : saved.data;
  const failure = saved.isError
    ? (damagedDataMessage(saved.error) ?? READ_FAILURE)
    : choose.isError
      ? SAVE_FAILURE
      : null;

  return (
    <div className="notice-choice">
      <div className="notice-choice__field">
        <label className="notice-choice__label" htmlFor={id}>
          {NOTICE_LABEL}
        </label>
        <select
          id={id}
          className="notice-choice__select"
          value={shown ?? ''}
          disabled={!saved.isSuccess}
          aria-busy={saved.isPending || choose.isPending}
          onChange={({ target: { value } }) => {
            if (!choose.isPending && isNoticePreference(value)) choose.mutate(value);
          }}
        >
          {shown === undefined ? <option value="" /> : null}
          {NOTICE_PREFERENCES.map((preference) => (
            <option key={preference} value={preference}>
              {NOTICE_CHOICE_LABELS[preference]}
            </option>
          ))}
        </select>
      </div>
      {failure ? (
        <p role="alert" className="staff-header__error">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
