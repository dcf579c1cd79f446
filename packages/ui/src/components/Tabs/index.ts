export {
  TabList,
  TabPanel,
  Tabs,
  TabsParts,
  TabTrigger,
  type TabItem,
  type TabsProps,
} from './Tabs';
