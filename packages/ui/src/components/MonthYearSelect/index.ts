export {
  MonthYearSelect,
  monthNames,
  type MonthYear,
  type MonthYearSelectProps,
} from './MonthYearSelect';
