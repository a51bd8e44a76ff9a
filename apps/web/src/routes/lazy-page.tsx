import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { t } from '../i18n/id.ts';

/**
 * A page's code loaded when its route is first shown (route-level code splitting): `/login` loads
 * the sign-in form, not the builder, the dates pickers or the result screen.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => ({ default: await load() }));
}

/** While a page's code loads: the whole screen for public pages... */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoader />}>{children}</Suspense>;
}

/** ...and the content area only inside the admin shell (the navigation stays). */
export function ContentSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl" aria-label={t.common.loading}>
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
