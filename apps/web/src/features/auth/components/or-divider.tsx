/** "or" between the password form and the other ways in. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      or
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
