// Toast and Dialog bring antd-mobile's animation library and the React 19 render hook; most visits
// never show either, so they are downloaded on first use rather than with the first page.
const ui = () => import('./feedback-ui');

/** Refusals and validation messages from the server (spec 1 §8: a 3 s toast). */
export function showToast(message: string): void {
  void ui().then(({ toast }) => toast(message));
}

/** Failures the user must acknowledge (network errors). */
export function showAlert(message: string): void {
  void ui().then(({ alert }) => alert(message));
}

/** An alert the user must close before the screen moves on (the pay screen without a bill). */
export async function showAlertAndWait(message: string): Promise<void> {
  await (await ui()).alert(message);
}

/** Asks before an action that cannot be undone from this screen (log out). */
export async function showConfirm(message: string, confirmText: string): Promise<boolean> {
  return (await ui()).confirm(message, confirmText);
}
