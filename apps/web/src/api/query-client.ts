import { QueryClient } from '@tanstack/react-query';
import { statusOf } from './errors.ts';

/** Server state. A 4xx answer is final (the interceptor already handled 401/403): no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => {
        const status = statusOf(error);
        return (status === undefined || status >= 500) && failureCount < 2;
      },
      refetchOnWindowFocus: false,
    },
  },
});

/** Object URLs kept in the cache (page images) are released when their query leaves it. */
queryClient.getQueryCache().subscribe((event) => {
  const data: unknown = event.query.state.data;
  if (event.type === 'removed' && typeof data === 'string' && data.startsWith('blob:'))
    URL.revokeObjectURL(data);
});
