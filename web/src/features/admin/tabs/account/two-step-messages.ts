// What Account Security says about two-step sign-in (shared with the browser tests).

export const twoStepMessages = {
  on: 'Two-step sign-in is on. You sign in with your password and a code from your authenticator app.',
  off: 'Two-step sign-in is off. Anyone with your password can sign in as you.',
  turnedOn:
    'Two-step sign-in is now on. From your next sign-in, enter the code your app shows after your password.',
  turnOffConfirm: 'Turn off two-step sign-in? Your password alone will then open the admin area.',
  loadFailed: 'Failed to read your sign-in settings. Please try again.',
} as const;
