import { notifications } from '@mantine/notifications';
import { accessDenied } from '../i18n/id.ts';

/** docs/product.md §5: the access-denied toast, shown once even when several calls answer 403 together. */
export function showAccessDenied(): void {
  notifications.show({
    id: 'access-denied',
    color: 'red',
    title: accessDenied.title,
    message: accessDenied.description,
    autoClose: 9000,
    withCloseButton: true,
  });
}

/** Error toast with the server's text (5000 ms, closable: docs/product.md §6). */
export function showError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 5000, withCloseButton: true });
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 5000, withCloseButton: true });
}
