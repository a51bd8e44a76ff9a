import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { switchCompany } from '../../api/members.ts';
import { isInternal, setTokens } from '../../api/session.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';

/**
 * GET user/switch-company/{id}: both tokens are replaced, every cached answer is reset and the
 * shown ones fetched again (they belonged to the other company), and the person lands on the admin home.
 */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const change = useMutation({
    mutationFn: (company: { id: string; name: string }) => switchCompany(company.id),
    onSuccess: async (tokens, company) => {
      setTokens(tokens.access_token, tokens.refresh_token);
      navigate(paths.home);
      await queryClient.resetQueries();
      // Internal staff only look: they view the company, read-only; members work in it.
      showSuccess((isInternal() ? t.switcher.viewing : t.switcher.switched)(company.name));
    },
    onError: (error) => showError(errorMessage(error)),
  });
  // The company being switched to (its button spins, the others wait).
  const switching = change.isPending ? change.variables.id : null;
  const switchTo = (company: { id: string; name: string }) => change.mutate(company);
  return { switchTo, switching };
}
