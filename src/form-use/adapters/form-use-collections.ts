/**
 * Where the records the form-use module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/**
 * How the public form is used, FormUse/{YYYY-MM-DD on the office's calendar} = { started, sent }:
 * two counts a day, no visitor's data (src/form-use). Only the server reads and writes them
 * (firestore.rules grant clients nothing); the monthly report adds up a month's.
 */
export const FORM_USE_COLLECTION = 'FormUse';
