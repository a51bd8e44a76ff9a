import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../../api/session.ts';
import { paths } from '../../routes/paths.ts';

/** "Keluar": forget the session and every cached answer, then go to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    signOut();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  };
}
