import { useLocation, useNavigate } from 'react-router';

import { paths } from '../config/paths';

/**
 * The back arrow's one rule (spec section 2): the previous page when this visit has one, else
 * `fallback` (/home), because a page opened from a shared link has no page of ours behind it.
 */
export function useBack(fallback: string = paths.home): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry of a visit: there is nothing of ours to go back to.
  return () => void (location.key === 'default' ? navigate(fallback) : navigate(-1));
}
