export { IconButton, TopBar, type TopBarProps, type TopBarVariant } from './TopBar';
