/** How many of something, as storage must hold it: a whole number, zero or more. */
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
