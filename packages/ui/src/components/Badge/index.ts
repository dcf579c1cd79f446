export { Badge, formatCount, type BadgeProps, type BadgeVariant } from './Badge';
