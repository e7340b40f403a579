import {
  Brain,
  Code,
  Database,
  Shield,
  Smartphone,
  TrendingUp,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { Service } from '#shared/content/schemas';

/** A service's icon by the name its content gives (the home teaser and the services page). */
export const serviceIcons: Record<Service['icon'], LucideIcon> = {
  Code,
  Smartphone,
  Database,
  TrendingUp,
  Shield,
  Zap,
  Brain,
};
