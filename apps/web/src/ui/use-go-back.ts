import { useNavigate } from 'react-router';
import { HOME_PATH } from '../platform/paths';

/**
 * Back to the previous screen, or home when the page was opened directly (a link shared in the
 * messaging app has no history to go back to). The router keeps its position in the history stack
 * in `history.state.idx`; 0 means this app has no earlier entry.
 */
export function useGoBack() {
  const navigate = useNavigate();
  return () => {
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(HOME_PATH, { replace: true });
  };
}
