import { useNavigate } from 'react-router';

/** After a sub-screen's save: back to the form it came from, or to the form when opened directly. */
export function useBackToEntry() {
  const navigate = useNavigate();
  return () => {
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate('/Entrymanagement', { replace: true });
  };
}
