/**
 * After a step's validation fails, brings the customer to the problem: scrolls the first field the
 * form marks invalid into view and focuses it, so the message is next to where they type (the toast
 * alone can be far from the field on a long step).
 */
export function focusFirstInvalidField(root: ParentNode = document): void {
  // Formik renders the errors after setTouched; wait one frame for them to reach the page.
  requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}
