/**
 * A sentence ended with one full stop: what ends in 'R.L.' (the cooperative's name) or in a time
 * ('10:42 a. m.') already carries it: '… de R.L. Todos los derechos reservados', never 'R.L..'.
 */
export const endSentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);
