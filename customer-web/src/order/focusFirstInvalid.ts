/** Frames to wait for a step's fields to appear after the customer is taken to it (its part may still be loading). */
const FRAMES_TO_WAIT = 60;

/**
 * After a step's validation fails, brings the customer to the problem: scrolls the first field the
 * form marks invalid into view and focuses it, so the message is next to where they type (the toast
 * alone can be far from the field on a long step). When the customer was just taken to another
 * step, its fields render over the next frames: each frame looks again, up to about a second.
 */
export function focusFirstInvalidField(root: ParentNode = document, framesLeft = FRAMES_TO_WAIT): void {
  // Formik renders the errors after setTouched; wait one frame for them to reach the page.
  requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      if (framesLeft > 0) focusFirstInvalidField(root, framesLeft - 1);
      return;
    }
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}
