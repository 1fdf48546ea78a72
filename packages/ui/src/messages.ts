/**
 * User-facing strings of the primitives. Where the spec words a message it is copied exactly
 * (spec 000 section "Recording page": 'Please fill the required fields'); the rest are ours.
 */
export const messages = {
  loading: 'Loading',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  ok: 'OK',
  reset: 'Reset',
  all: 'All',
  chooseDate: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  selectDate: 'Select date',
  noResults: 'No results',
  requiredFieldsTitle: 'Please fill the required fields',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page: number) => `Page ${page}`,
  pageSize: 'Rows per page',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  characterCount: (length: number, maxLength: number) => `${length} / ${maxLength}`,
  tooLong: (maxLength: number, excess: number) =>
    `At most ${maxLength} characters: remove ${excess} ${excess === 1 ? 'character' : 'characters'}.`,
} as const;
