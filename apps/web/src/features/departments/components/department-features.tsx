import type { DepartmentSlug } from '@steward/domain';
import { CircleCheck } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { DEPARTMENT_FEATURES } from '../department-features';

/** Spec 000 §2 Department page: the features list. */
export function DepartmentFeatures({ slug }: { slug: DepartmentSlug }) {
  return (
    <SectionCard title="What this department keeps">
      <ul className="flex flex-col gap-2.5 px-4 py-4 sm:px-5">
        {DEPARTMENT_FEATURES[slug].map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm text-slate-700">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
