export { LoginPrompt, type LoginPromptProps } from './LoginPrompt';
