import type { DepartmentSlug, OperationsCategorySlug } from '@steward/domain';
import {
  Baby,
  Calculator,
  Clapperboard,
  GraduationCap,
  HandCoins,
  HandHeart,
  HandHelping,
  HeartHandshake,
  Landmark,
  type LucideIcon,
  MessagesSquare,
  Monitor,
  Music,
  Palette,
  PenTool,
  Scale,
  Share2,
  Users,
  UsersRound,
  Video,
} from 'lucide-react';

/** One icon per department, shared by the sidebar, the dashboard and the department pages. */
export const DEPARTMENT_ICONS: Record<DepartmentSlug, LucideIcon> = {
  'foster-adopt': HeartHandshake,
  'r-kids': Baby,
  'r-youth': GraduationCap,
  'creative-media': Palette,
  cge: UsersRound,
  worship: Music,
  'sunday-production': Clapperboard,
  'elder-board': Landmark,
  'deacon-board': HandHeart,
  'fundraising-donor-management': HandCoins,
};

/** One icon per operations category. */
export const OPERATIONS_CATEGORY_ICONS: Record<OperationsCategorySlug, LucideIcon> = {
  hr: Users,
  accounting: Calculator,
  legal: Scale,
  branding: PenTool,
  'social-media': Share2,
  communications: MessagesSquare,
  'volunteer-management': HandHelping,
  streaming: Video,
  it: Monitor,
};
