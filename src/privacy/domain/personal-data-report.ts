import { TYPED_FIELDS } from '../../applications/domain/stored-application';
import type { TypedField } from '../../applications/domain/stored-application';
import { FIELD_LABELS } from '../../applications/domain/field-labels';
import { officeDateTime } from '../../inbox/domain/application-export';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../applications/domain/application-record';
import type { HistoryEntry } from '../../applications/domain/history-entry';
import { describeHistoryEntry } from '../../applications/domain/history-description';
import { CLOSE_REASON_LABELS, STAGE_LABELS } from '../../applications/domain/workflow/stage-labels';

/** One application and what happened to it, as an access request hands it to the applicant. */
export interface ApplicationWithHistory {
  application: ApplicationRecord;
  history: HistoryEntry[];
}

/**
 * The machine-readable form (portability): the fields under the names the application form
 * stores them, dates in ISO 8601 (UTC), stages and reasons as codes with their Spanish label.
 */
export function personalDataJson(
  items: readonly ApplicationWithHistory[],
  generatedAt: Date,
): string {
  const applications = items.map(({ application, history }) => ({
    numero: application.id,
    enviada: application.date.toISOString(),
    etapa: { codigo: stageOfRecord(application), nombre: STAGE_LABELS[stageOfRecord(application)] },
    motivoDeCierre: application.closeReason
      ? { codigo: application.closeReason, nombre: CLOSE_REASON_LABELS[application.closeReason] }
      : null,
    datos: {
      ...Object.fromEntries(TYPED_FIELDS.map((field) => [field, application[field]])),
      terms: application.terms,
    },
    historial: history.map((entry) => ({
      fecha: entry.at.toISOString(),
      tipo: entry.kind,
      descripcion: describeHistoryEntry(entry),
      ...contentOf(entry),
    })),
  }));
  return JSON.stringify(
    { generada: generatedAt.toISOString(), solicitudes: applications },
    null,
    2,
  );
}

function contentOf(entry: HistoryEntry): Record<string, unknown> {
  switch (entry.kind) {
    case 'note':
      return { texto: entry.text };
    case 'rectification':
      return { campo: entry.field };
    case 'transition':
      return {
        de: entry.from,
        a: entry.to,
        motivo: entry.reason,
        excepcion: entry.override ?? null,
      };
    case 'requirement':
      return { requisito: entry.item, cumplido: entry.met, recibo: entry.receipt };
  }
}

/**
 * The readable form: plain text in Spanish, dates in El Salvador's time, one block per application.
 */
export function personalDataText(
  items: readonly ApplicationWithHistory[],
  generatedAt: Date,
  cooperativeName: string,
): string {
  const lines = [
    `${cooperativeName}`,
    'Datos personales de solicitudes de ingreso',
    `Generado: ${officeDateTime(generatedAt)} (hora de El Salvador)`,
    `Solicitudes: ${items.length}`,
  ];
  for (const { application, history } of items) {
    const stage = stageOfRecord(application);
    lines.push(
      '',
      `Solicitud ${application.id}`,
      `  Enviada: ${officeDateTime(application.date)}`,
      `  Etapa: ${STAGE_LABELS[stage]}`,
    );
    if (application.closeReason)
      lines.push(`  Motivo de cierre: ${CLOSE_REASON_LABELS[application.closeReason]}`);
    for (const field of TYPED_FIELDS)
      lines.push(`  ${FIELD_LABELS[field]}: ${valueText(application, field)}`);
    lines.push(
      `  Términos y aviso de privacidad: ${application.terms ? 'aceptados' : 'no aceptados'}`,
      '  Historial:',
    );
    lines.push(`    ${officeDateTime(application.date)}: Llegó la solicitud.`);
    for (const entry of history)
      lines.push(
        `    ${officeDateTime(entry.at)}: ${describeHistoryEntry(entry).replace(/\r?\n/g, ' ')}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

function valueText(application: ApplicationRecord, field: TypedField): string {
  const value = application[field].replace(/\r?\n/g, ' ');
  return value === '' ? '(vacío)' : value;
}
