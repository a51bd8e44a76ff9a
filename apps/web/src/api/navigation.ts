/**
 * Navigation from outside React (the axios interceptors). The router registers itself here once it
 * exists; before that, a full page load does the job.
 */
type Navigate = (to: string) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
