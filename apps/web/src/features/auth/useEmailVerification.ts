import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { verifyEmail } from '../../api/auth.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { emailVerification } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';

const REDIRECT_DELAY_MS = 100;

function serverMessage(data: unknown): string | null {
  return data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
    ? data.message
    : null;
}

/**
 * docs/product.md §2, §5: a `code` query parameter verifies the e-mail, shows a toast (5 s, closable), then
 * goes to /login after 100 ms. Returns whether a verification is under way.
 */
export function useEmailVerification(): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    let timer: ReturnType<typeof setTimeout> | undefined;
    verifyEmail(code)
      .then((response) => {
        const message = serverMessage(response.data);
        if (response.status === 200) showSuccess(message ?? emailVerification.success);
        else showError(message ?? emailVerification.failure);
      })
      .catch(() => showError(emailVerification.failure))
      .finally(() => {
        timer = setTimeout(() => navigate(paths.login, { replace: true }), REDIRECT_DELAY_MS);
      });
    return () => clearTimeout(timer);
  }, [code, navigate]);

  return Boolean(code);
}
