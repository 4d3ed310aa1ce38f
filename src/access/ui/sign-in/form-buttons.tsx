import { BusyButton } from '../../../shared/ui/busy-button';

/** What a sign-in form's two buttons say. */
export interface FormButtonLabels {
  submit: string;
  /** The submit button's text while the form works (and the button is disabled). */
  pending: string;
  /** The link to the other form. */
  link: string;
}

interface FormButtonsProps {
  pending: boolean;
  labels: FormButtonLabels;
  onLink: () => void;
}

/** A sign-in form's submit button, disabled while it works, and the link to the other form. */
export function FormButtons({ pending, labels, onLink }: FormButtonsProps) {
  return (
    <>
      <BusyButton
        type="submit"
        className="button button--primary"
        busy={pending}
        label={labels.submit}
        busyLabel={labels.pending}
      />
      <button type="button" className="link-button" onClick={onLink}>
        {labels.link}
      </button>
    </>
  );
}
