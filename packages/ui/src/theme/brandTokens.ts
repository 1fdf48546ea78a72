/**
 * Everything a brand decides. A brand is one object of this shape; the theme contract (`vars`)
 * is derived from it, so adding a token here makes every brand file fail to compile until it
 * sets the token.
 */
export interface BrandTokens {
  color: {
    /** Page and control background. */
    surface: string;
    /** Subtle panels: table headers, tab lists, drawers. */
    surfaceSubtle: string;
    /** Hovered rows and ghost buttons. */
    surfaceHover: string;
    /** Body text, 4.5:1 or more on every surface. */
    text: string;
    /** Secondary text (descriptions, counters), 4.5:1 or more on every surface. */
    textMuted: string;
    /** Text of disabled controls (exempt from contrast rules, still readable). */
    textDisabled: string;
    /** Control borders, 3:1 or more on the surface (WCAG 1.4.11). */
    border: string;
    /** Hovered or emphasised borders. */
    borderStrong: string;
    primary: string;
    primaryHover: string;
    primaryPressed: string;
    /** Text and icons on `primary`, 4.5:1 or more. */
    onPrimary: string;
    /** Focus-visible outline, 3:1 or more on the surface. */
    focusRing: string;
    success: string;
    successSoft: string;
    warning: string;
    warningSoft: string;
    error: string;
    errorHover: string;
    errorSoft: string;
    /** Text on `error` (danger buttons). */
    onError: string;
    info: string;
    infoSoft: string;
    /** Selected rows, options and days. */
    selection: string;
    /** Modal backdrop. */
    backdrop: string;
    tooltip: string;
    onTooltip: string;
  };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
  };
  radius: {
    sm: string;
    md: string;
    lg: string;
    full: string;
  };
  /** Heights of interactive controls; `minTarget` is the WCAG 2.2 target size (24px). */
  control: {
    minTarget: string;
    heightSm: string;
    heightMd: string;
    heightLg: string;
  };
  font: {
    family: { body: string; mono: string };
    size: { xs: string; sm: string; md: string; lg: string; xl: string };
    weight: { regular: string; medium: string; bold: string };
    lineHeight: { tight: string; normal: string };
  };
  shadow: { sm: string; md: string; lg: string };
  zIndex: {
    drawer: string;
    dialog: string;
    popover: string;
    toast: string;
    preloader: string;
    tooltip: string;
  };
  motion: {
    duration: { fast: string; normal: string; slow: string };
    easing: string;
  };
}
