/** The bell's list's width, reserved by its placeholder while the list's code comes. */
export const NOTIFICATION_PANEL_WIDTH = 'min(320px, calc(100vw - 48px))';
