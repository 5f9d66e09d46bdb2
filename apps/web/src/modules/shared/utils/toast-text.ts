export const toastDurationMs = 4500;
export const toastMaxChars = 150;

// Spec §4/§9: a toast message is cut to 150 characters.
export function truncateToastMessage(message: string): string {
  return message.length <= toastMaxChars ? message : `${message.slice(0, toastMaxChars - 1)}…`;
}
