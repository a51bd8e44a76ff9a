import {
  type Icon,
  IconBell,
  IconBooks,
  IconChecklist,
  IconDatabase,
  IconFileCheck,
  IconFilePlus,
  IconHistory,
  IconHome,
  IconLibrary,
  IconLogicAnd,
  IconServer2,
  IconSettings,
  IconTemplate,
  IconWallet,
  IconZoomCode,
} from '@tabler/icons-react';
import type { areas } from '../../i18n/id-areas.ts';
import { paths } from '../../routes/paths.ts';

export type AreaKey = keyof typeof areas;

export type NavItem = { area: AreaKey; path: string; icon: Icon; child?: boolean };

/** The side navigation of docs/product.md §2, in its order ("Keluar" is the button below it). */
export const navItems: readonly NavItem[] = [
  { area: 'home', path: paths.home, icon: IconHome },
  { area: 'template', path: paths.template, icon: IconTemplate },
  { area: 'createTemplate', path: paths.createTemplate, icon: IconFilePlus, child: true },
  { area: 'templateLibrary', path: paths.templateLibrary, icon: IconBooks, child: true },
  { area: 'masterData', path: paths.masterData, icon: IconDatabase },
  { area: 'validation', path: paths.validation, icon: IconChecklist },
  { area: 'documentValidation', path: paths.documentValidation, icon: IconFileCheck, child: true },
  { area: 'validationLogic', path: paths.validationLogic, icon: IconLogicAnd, child: true },
  { area: 'library', path: paths.library, icon: IconLibrary },
  { area: 'storage', path: paths.storage, icon: IconServer2 },
  { area: 'query', path: paths.query, icon: IconZoomCode },
  { area: 'notifications', path: paths.notifications, icon: IconBell },
  { area: 'settings', path: paths.settings, icon: IconSettings },
  { area: 'history', path: paths.history, icon: IconHistory },
  { area: 'wallet', path: paths.wallet, icon: IconWallet },
];
