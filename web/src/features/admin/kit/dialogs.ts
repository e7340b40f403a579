// The product's confirmations and failure alerts (docs/product.md §8) use the browser's own dialogs: they are
// accessible everywhere and block a second click while open.

export function confirmAction(message: string): boolean {
  return window.confirm(message);
}

export function alertFailure(message: string): void {
  window.alert(message);
}

/** A short free-text answer, or null when the admin cancels. */
export function askText(message: string): string | null {
  return window.prompt(message, '');
}
