/** The key get_api_token and track_link send (spec section 7): VITE_API_KEY, or development's. */
export const DEFAULT_API_KEY = 'ugift-web-dev-key';
