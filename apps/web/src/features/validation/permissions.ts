import { useMe } from '../../api/profile.ts';
import { isInternal } from '../../api/session.ts';

/**
 * Owners, admins and members run validations, correct values and edit the nomor aju; internal staff
 * only look (docs/product.md §9). False while the user is still loading, so no write button flashes.
 */
export function useCanValidate(): boolean {
  const me = useMe();
  if (isInternal() || !me.data) return false;
  return !me.data.internal && me.data.role !== 'internal';
}
