import { ErasureNotConfirmedError, InvalidRectificationError } from '../domain/privacy-errors';

const CONNECTION = 'Revisa tu conexión e intenta de nuevo.';

export function rectificationFailure(error: Error): string {
  if (error instanceof InvalidRectificationError) return error.reason;
  return `No pudimos guardar la corrección. ${CONNECTION} Lo que escribiste sigue aquí.`;
}

export function erasureFailure(error: Error, id: string): string {
  if (error instanceof ErasureNotConfirmedError) return `Escribe exactamente ${id} para confirmar.`;
  return `No pudimos borrar la solicitud. ${CONNECTION}`;
}

export const LOOKUP_FAILURE = `No pudimos buscar. ${CONNECTION}`;
export const DOWNLOAD_FAILURE = `No pudimos preparar el archivo. ${CONNECTION}`;
export const PURGE_FAILURE = `La limpieza se detuvo por un error. ${CONNECTION} Lo ya borrado queda borrado.`;
