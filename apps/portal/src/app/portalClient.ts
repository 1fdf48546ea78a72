/** The OAuth client the portal signs in as: its sign-in is stored under it (issue 34). */
export const portalClientId = 'dictation-portal';
