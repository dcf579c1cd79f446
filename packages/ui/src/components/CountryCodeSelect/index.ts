export {
  CountryCodeSelect,
  RoundFlag,
  type CountryCodeSelectProps,
  type CountryOption,
} from './CountryCodeSelect';
