import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { verdictColors } from '../badges.tsx';

type Props = { title: string; testId: string; children: ReactNode };

/** A notice in the Perlu Diperiksa colour: values read with low confidence wait for a person's check. */
export function ReviewAlert({ title, testId, children }: Props) {
  return (
    <Alert
      color={verdictColors.review}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={title}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
