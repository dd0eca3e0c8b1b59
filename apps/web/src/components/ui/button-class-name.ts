type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse' | 'inverseOutline';
type Size = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed';

const variants: Record<Variant, string> = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 disabled:hover:bg-indigo-600',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:hover:bg-red-700',
  // The inverse variants sit on indigo, where the default indigo focus ring would not show.
  inverse: 'bg-white text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-white',
  inverseOutline: 'border border-indigo-200 text-white hover:bg-indigo-600 focus-visible:outline-white',
};

const sizes: Record<Size, string> = {
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** Button look shared by `<button>` and router links, so a link styled as a button matches exactly. */
export function buttonClassName(
  options: { variant?: Variant; size?: Size; className?: string } = {},
): string {
  const { variant = 'primary', size = 'md', className = '' } = options;
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}
