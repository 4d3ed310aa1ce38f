import { formatOfficeDateTime } from '../domain/office-date-time';

/**
 * e.g. 14/03/2026, 9:00 a. m., on the office's clock. One format for the whole inbox: the
 * domain's texts (an e-mail's state, say) write dates with the same function.
 */
export const formatDateTime = (date: Date): string => formatOfficeDateTime(date);
