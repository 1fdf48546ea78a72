/** Lists reused by stories and tests. */
export const buttonVariants = ['primary', 'secondary', 'danger', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
