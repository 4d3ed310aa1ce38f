import { useId, useState } from 'react';
import { FailureNotice } from '../../../shared/ui/failure-notice';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../../applications/domain/application-record';
import { StaleStageError } from '../../../applications/domain/application-errors';
import {
  CHECKLIST_LABELS,
  isMet,
  MAX_RECEIPT_LENGTH,
  missingItems,
  receiptNumberProblem,
  requiredItems,
  type ChecklistItem,
} from '../../../applications/domain/requirements/checklist';
import { useRecordRequirement } from './use-record-requirement';

const RECEIPT_PROBLEMS = {
  blank: 'Escribe el número del recibo de caja.',
  'too-long': `El número del recibo tiene como máximo ${MAX_RECEIPT_LENGTH} caracteres.`,
  hidden: 'El número del recibo tiene caracteres invisibles o de control: escríbelo de nuevo.',
};

/** A label inside a sentence: its first letter small, its initials ('DUI', 'NIT') as they are. */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** What is still missing, said once under the list. */
export function missingText(application: ApplicationRecord): string {
  const missing = missingItems(application).map((item) => inSentence(CHECKLIST_LABELS[item]));
  return missing.length === 0 ? 'Cumple todos los requisitos.' : `Falta: ${missing.join('; ')}.`;
}

/**
 * The requirements as a checklist (requirements/checklist.ts): ticked by staff while the
 * application is En trámite, each tick in the history; shown as they stood once it is Asociada.
 */
export function RequirementsChecklist({ application }: { application: ApplicationRecord }) {
  const stage = stageOfRecord(application);
  const record = useRecordRequirement();
  if (stage !== 'en-tramite' && stage !== 'asociada') return null;
  const editable = stage === 'en-tramite';
  const toggle = (item: ChecklistItem, met: boolean, receipt: string | null = null) =>
    record.mutate({ application, change: { item, met, receipt } });

  return (
    <section className="detail-section" aria-labelledby="requisitos-titulo">
      <h2 id="requisitos-titulo" className="detail-section__title">
        Requisitos
      </h2>
      <ul className="checklist">
        {requiredItems(application).map((item) =>
          item === 'cuota' && editable && !isMet(application.checklist, item) ? (
            <li key={item}>
              <FeeForm
                pending={record.isPending}
                onPaid={(receipt) => toggle(item, true, receipt)}
              />
            </li>
          ) : (
            <li key={item}>
              <label className="check">
                <input
                  type="checkbox"
                  className="check__box"
                  checked={isMet(application.checklist, item)}
                  disabled={!editable || record.isPending}
                  onChange={(event) => toggle(item, event.target.checked)}
                />
                {CHECKLIST_LABELS[item]}
                {item === 'cuota' && application.checklist.cuota
                  ? `, recibo n.º ${application.checklist.cuota}`
                  : null}
              </label>
            </li>
          ),
        )}
      </ul>
      <p className="checklist__summary">{missingText(application)}</p>
      <p role="status" className="detail-outcome">
        {record.isPending ? 'Guardando…' : null}
      </p>
      <FailureNotice
        failure={
          !record.isError
            ? null
            : record.error instanceof StaleStageError
              ? 'Otra persona cambió esta solicitud mientras la veías: revisa su etapa actual.'
              : 'No pudimos guardar el requisito. Revisa tu conexión e intenta de nuevo.'
        }
      />
    </section>
  );
}

/** The fee is ticked with the number of the cash receipt it was paid with. */
function FeeForm({ pending, onPaid }: { pending: boolean; onPaid: (receipt: string) => void }) {
  const id = useId();
  const [receipt, setReceipt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      className="fee-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = receiptNumberProblem(receipt);
        setProblem(found ? RECEIPT_PROBLEMS[found] : null);
        if (!found) onPaid(receipt);
      }}
    >
      <label className="field__label" htmlFor={`${id}-recibo`}>
        {CHECKLIST_LABELS.cuota}: número del recibo de caja
      </label>
      <input
        id={`${id}-recibo`}
        className="field__control fee-form__input"
        value={receipt}
        maxLength={MAX_RECEIPT_LENGTH + 10}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => setReceipt(event.target.value)}
      />
      <button type="submit" className="button button--secondary button--small" disabled={pending}>
        Marcar cuota pagada
      </button>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="field__error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
