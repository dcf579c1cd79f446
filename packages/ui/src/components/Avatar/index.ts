export { Avatar, avatarInitial, type AvatarProps, type AvatarSize } from './Avatar';
