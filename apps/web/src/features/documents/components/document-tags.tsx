import { cn } from '@/lib/cn';

interface DocumentTagsProps {
  tags: string[];
  /** Spec 000 §9: 3 in the document table. */
  max?: number;
  /** Filters the list by the tag clicked. */
  onTagClick: (tag: string) => void;
  className?: string;
}

const tagClasses =
  'inline-flex max-w-40 items-center truncate rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700';

/** The first `max` tags, each a button that filters by it, then "+N" for the rest. */
export function DocumentTags({ tags, max = 3, onTagClick, className }: DocumentTagsProps) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const hidden = tags.slice(max);
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap items-center gap-1', className)}>
      {shown.map((tag) => (
        <li key={tag} className="min-w-0">
          <button
            type="button"
            onClick={() => onTagClick(tag)}
            aria-label={`Filter by tag ${tag}`}
            title={`Show documents tagged "${tag}"`}
            className={cn(
              tagClasses,
              'cursor-pointer hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600',
            )}
          >
            {tag}
          </button>
        </li>
      ))}
      {hidden.length > 0 ? (
        <li className={tagClasses} title={hidden.join(', ')}>
          <span aria-hidden="true">+{hidden.length}</span>
          <span className="sr-only">
            and {hidden.length} more: {hidden.join(', ')}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
