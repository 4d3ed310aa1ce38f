/**
 * The element around the form in the prerendered page: the one place the browser hydrates. A
 * module of its own, so the page's entry finds the island without loading the island's code.
 */
export const FORM_ISLAND_ID = 'formulario-solicitud';
