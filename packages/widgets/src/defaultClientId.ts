/** The portal's OAuth client, which the sandbox and the product API know: the elements' default. */
export const defaultClientId = 'dictation-portal';
