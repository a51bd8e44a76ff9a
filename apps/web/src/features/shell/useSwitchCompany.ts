import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { isInternal, setTokens } from '../../api/session.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { switchCompany } from '../../api/user-actions.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';

/**
 * GET user/switch-company/{id}: both tokens are replaced, every cached answer is reset and the
 * shown ones fetched again (they belonged to the other company), and the person lands on the admin home.
 */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState<string | null>(null);

  const switchTo = async (company: { id: string; name: string }) => {
    setSwitching(company.id);
    try {
      const tokens = await switchCompany(company.id);
      setTokens(tokens.access_token, tokens.refresh_token);
      navigate(paths.home);
      await queryClient.resetQueries();
      // Internal staff only look: they view the company, read-only; members work in it.
      showSuccess((isInternal() ? t.switcher.viewing : t.switcher.switched)(company.name));
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setSwitching(null);
    }
  };
  return { switchTo, switching };
}
