/** The form renderer of 在线开发 (issue 15): draws a form schema over one record's values. */
export { FormRenderer, type FormRendererProps } from './FormRenderer';
export { useFormState, type FormState } from './use-form-state';
export { CALCULATE_DEBOUNCE_MS } from './controls/display';
export { CELL_ERROR_DELAY_MS } from './SubTable';
