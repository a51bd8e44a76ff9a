import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { checkCompany } from '../../api/auth.ts';

const DEBOUNCE_MS = 500;

/**
 * Whether a company name or an e-mail is already registered (POST company-check), asked while the
 * person types, half a second after the last key. Only well-formed values are asked about; any
 * failure of the check (rate limit, network) says nothing, and sign-up decides in the end.
 */
export function useTaken(field: 'company_name' | 'email', value: string, wellFormed: boolean): boolean {
  const [settled] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const check = useQuery({
    queryKey: ['company-check', field, settled],
    queryFn: async () => {
      const answer = await checkCompany({ [field]: settled });
      return field === 'email' ? answer.email_available : answer.company_name_available;
    },
    enabled: wellFormed && settled.length > 0 && settled === value.trim(),
    staleTime: 30_000,
    retry: false,
  });
  return check.data === false && settled === value.trim();
}
