import { Button, type ButtonProps, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Access } from '../../api/permissions.ts';

type Props = ButtonProps & {
  access: Access;
  onClick: () => void;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * A button for what only some may do: hidden from a role that never may, disabled with the reason
 * on hover for internal staff (read-only), as docs/library-and-storage.md says.
 */
export function GuardedButton({ access, onClick, children, ...props }: Props) {
  if (access.denial === 'role' || (!access.allowed && !access.reason)) return null;
  if (!access.allowed) {
    return (
      <Tooltip label={access.reason} multiline w={260} withArrow>
        <Button {...props} data-disabled aria-disabled onClick={(event) => event.preventDefault()}>
          {children}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button {...props} onClick={onClick}>
      {children}
    </Button>
  );
}
