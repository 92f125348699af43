/*
 * While the app takes over a prerendered page (main.tsx), its first render must produce exactly the
 * prerendered markup, which shows a first-time visitor. State read from the browser (the stored
 * customer session) starts as that visitor's and is read right after.
 */
let takingOver = false;

/** True during the first render over a prerendered page. */
export function isTakingOverPrerenderedPage(): boolean {
  return takingOver;
}

export function setTakingOverPrerenderedPage(value: boolean): void {
  takingOver = value;
}
