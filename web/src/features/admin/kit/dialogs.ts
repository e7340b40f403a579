// The spec's confirmations and failure alerts (spec §8) use the browser's own dialogs: they are
// accessible everywhere and block a second click while open.

export function confirmAction(message: string): boolean {
  return window.confirm(message);
}

export function alertFailure(message: string): void {
  window.alert(message);
}
