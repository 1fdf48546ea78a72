export { DatePicker, type DatePickerProps } from './DatePicker';
export { displayDateFormat, formatDisplayDate, isIsoDate } from './displayDate';
