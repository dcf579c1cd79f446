export {
  TAB_KEYS,
  TAB_PATHS,
  TabBar,
  type TabBarProps,
  type TabKey,
  type TabLinkProps,
} from './TabBar';
